/**
 * One short example of each kind of block for the editors' guide, written as
 * it sits under `blocks:` in a page's front matter, taken from the site's own
 * pages where the kind is used. Each must be valid: the guide's generator and
 * its test check them against the page schema and the real content.
 */
import type { BlockType } from '../schemas/blocks';

export const BLOCK_EXAMPLES: Record<BlockType, string> = {
  'home-hero': `
  - type: home-hero
    eyebrow: Harare-based consultancy for SMEs, NGOs and startups
    heading: We Provide the Simplest Solutions to the Most Complex Challenges
    text: >-
      From ZIMRA registration and PRAZ compliance to fast websites, dependable IT and support
      for NGOs, we take the paperwork and the technology off your desk.
    actions:
      - label: Request a Quote
        href: /contact
      - label: Explore Our Work
        href: /our-work
    areas:
      - Compliance
      - Web Development
      - SME Support
      - AI & Digital Transformation
`,
  'page-hero': `
  - type: page-hero
    eyebrow: Get in touch
    heading: Contact Us
    text: >-
      Questions about compliance, a website, your IT or your NGO? Send us a message, call us, or
      visit our office in Mt Pleasant, Harare.
    actions:
      - label: Request a Quote
        href: /request-quote
`,
  'trusted-by': `
  - type: trusted-by
    heading: Trusted By
    items: [SMEs, NGOs, Startups]
`,
  'service-cards': `
  - type: service-cards
    heading: How we help
    intro: Three practices, one team that knows Zimbabwe's rules, systems and people.
    cards:
      - icon: shield
        title: Compliance
        description: >-
          ZIMRA tax registration and filing, PRAZ supplier registration and annual returns,
          handled on time so you can tender and trade with confidence.
        features: [ZIMRA registration and returns, PRAZ registration and renewals]
        href: /compliance/zimra-tax-registration
        linkLabel: Explore compliance
      - icon: globe
        title: Website Design
        description: Fast, mobile-first websites and reliable hosting that turn visitors into clients.
        features: [Custom website design, Web and email hosting]
        href: /website-design/custom-website-design
        linkLabel: Explore website design
`,
  claims: `
  - type: claims
    items:
      - icon: compass
        title: Clear, Actionable Advice
        text: Plain answers on what to file, build or buy, with the steps, costs and dates set out before we start.
      - icon: rocket
        title: Future-Ready Systems
        text: Websites, networks and records built to grow with you.
`,
  partners: `
  - type: partners
    heading: Proudly Partnering With
    partners:
      - name: Msasa Family Clinic
        category: Healthcare
        logo: { src: /images/partners/msasa-clinic.svg, alt: Msasa Family Clinic logo, width: 160, height: 64 }
      - name: Ruzivo Community Trust
        category: NGO
        logo: { src: /images/partners/ruzivo-trust.svg, alt: Ruzivo Community Trust logo, width: 160, height: 64 }
`,
  'case-study': `
  - type: case-study
    eyebrow: Featured Case Study
    title: Connected Futures Kit in Epworth
    text: >-
      We installed a solar-powered community Wi-Fi network and a digital-literacy kit at a
      community centre in Epworth: three hotspots, 20 residents trained as first users and five
      staff able to run the network themselves.
    highlights:
      - { icon: wifi, text: "3 hotspots, 400 m coverage" }
      - { icon: users, text: 20 community members trained }
    link:
      label: Learn More
      href: /it-services/connected-futures-kit
`,
  prose: `
  - type: prose
    heading: Our Mission
    tone: tinted
    text: >-
      To give every organisation we serve the clarity and the systems it needs to grow: **clear,
      actionable advice** on what the law and the market ask of it, and **future-ready technology**
      that it can afford, understand and rely on.
`,
  sectors: `
  - type: sectors
    heading: Sectors We Serve
    intro: Every sector has its own regulators, deadlines and technology. These are the ones we know best.
    items:
      - name: NGOs
        icon: heart
        text: Registration, proposals, impact reports and websites that donors and communities trust.
      - name: Construction Firms
        icon: hardhat
        text: PRAZ registration, tender documents and site connectivity for contractors.
`,
  cta: `
  - type: cta
    heading: Ready to simplify your next challenge?
    text: Tell us what you need. We reply to every enquiry within 24 hours, Monday to Friday.
    actions:
      - label: Request a Quote
        href: /contact
`,
  'package-builder': `
  - type: package-builder
    heading: Build your own package
    intro: >-
      Move the slider to the number of email accounts your team needs, add the extras you want,
      and see your monthly price at once.
    accounts: { label: Email accounts, min: 1, max: 500, step: 1, default: 50 }
    tiers:
      - { upTo: 10, price: 3.99 }
      - { upTo: 25, price: 5.99 }
      - { upTo: 100, price: 9.99 }
    beyond: { base: 40.5, perAccount: 0.5 }
    addOns:
      - { id: domain, label: Domain registration, price: 0.83 }
      - { id: backups, label: Daily backups, price: 2.00 }
    included: [Free SSL]
    cap: 189.99
    capNote: "Pricing capped at \${cap}/month!"
    action:
      label: Get Started
      href: https://billing.mutapaconsulting.co.zw/cart.php?gid=custom-email
      newTab: true
`,
  'kit-options': `
  - type: kit-options
    heading: Additional Options
    intro: Extend any package with these options, priced in US dollars.
    items:
      - name: Advanced Training
        price: From $2,500
        description: >-
          Further courses for up to 50 participants, such as online safety, digital
          entrepreneurship or basic coding, taught on site by our trainers.
      - name: Extra Hotspots
        price: $3,000 each
        description: An additional hotspot, installed and linked to your network.
`,
  'contact-form': `
  - type: contact-form
    heading: Send us a message
    intro: Fill in the form and our team will get back to you within 24 hours.
    submitLabel: Send Message
    successHeading: Thank you for contacting us
    successText: Your message has been sent successfully. Our team will get back to you within 24 hours.
`,
  'quote-form': `
  - type: quote-form
    heading: Your quote request
    intro: Your name, email, the service and a short description are all we need.
    submitLabel: Request Quote
    successHeading: Thank you, your request has been received
    successText: We will reply within 24 hours with a quotation or any questions we need answered first.
`,
  'project-brief-form': `
  - type: project-brief-form
    heading: Start Your Project With Us
    intro: Tell us about your organisation and what you want to achieve.
    submitLabel: Send Project Brief
    successHeading: Thank you, your project brief is on its way
    successText: A member of our team will contact you within 24 hours to discuss your project.
`,
  'intake-form': `
  - type: intake-form
    heading: Website Design Intake Form
    intro: Tell us about your business and the website you have in mind. It takes about ten minutes.
    submitLabel: Submit Project Details
    successHeading: Thank you, we have your project details
    successText: Our web team will contact you within 24 hours to arrange a short call.
`,
  'feature-grid': `
  - type: feature-grid
    heading: What happens next
    items:
      - icon: clock
        title: A reply within 24 hours
        text: A consultant reads your request and replies on the next working day at the latest.
      - icon: doc
        title: A clear, written quote
        text: The work, the deliverables, the timeline and the price, in plain language.
    actions:
      - label: Contact Us
        href: /contact
`,
  'service-groups': `
  - type: service-groups
    heading: Our four service groups
    intro: Each group brings specialists together under one roof.
    moreLabel: Learn More
    groups:
      - icon: shield
        title: Compliance
        description: Registrations, filings and renewals handled on time, so you can trade, tender and get paid.
        features:
          - ZIMRA tax registration
          - PRAZ supplier registration
          - Annual returns filing
`,
  projects: `
  - type: projects
    heading: Web Design & Digital Experiences
    intro: Fast, mobile-first websites that bring our clients enquiries, bookings and credibility.
    moreLabel: Learn More
    projects:
      - title: Tariro Junior School
        description: >-
          A school website with admissions information, term calendars and a news section the
          school office updates itself.
        logo: { src: /images/projects/tariro-junior.svg, alt: Tariro Junior School, width: 160, height: 64 }
        url: https://www.tarirojunior.co.zw
`,
  'hosting-plans': `
  - type: hosting-plans
    heading: Choose your plan
    period: per month
    plans:
      - name: Essentials
        price: $3.99
        summary: For small businesses getting their first professional email.
        features:
          - 10 email accounts
          - Free domain for the first year
        action:
          label: Order Now
          href: https://billing.mutapaconsulting.co.zw/cart.php?a=add&pid=11
          newTab: true
      - name: Momentum
        price: $5.99
        highlight: true
        badge: Popular
        features:
          - 25 email accounts
          - Email forwarding and autoresponders
        action:
          label: Order Now
          href: https://billing.mutapaconsulting.co.zw/cart.php?a=add&pid=12
          newTab: true
`,
  'kit-packages': `
  - type: kit-packages
    heading: Choose your package
    intro: Prices are in US dollars and depend on the site survey.
    packages:
      - name: Bronze
        price: $7,000 to $8,500
        summary: A first community hotspot for a school, clinic or community centre.
        sections:
          - title: Training
            features: [5 staff trained to run the network, 20 community members trained]
          - title: Connectivity
            features: [3 Wi-Fi hotspots, Coverage within a 400m radius]
`,
  steps: `
  - type: steps
    heading: How registration works
    tone: tinted
    steps:
      - title: Initial consultation
        text: We meet the founders to understand your mission and agree on the structure that suits it.
      - title: Document drafting
        text: We draft the founding documents with clear objectives and sound governance.
      - title: Submission and follow-up
        text: We lodge the application and follow up until your organisation is registered.
`,
  'contact-cards': `
  - type: contact-cards
    heading: Contact information
    intro: Prefer to talk? Reach us directly during office hours.
    tone: tinted
    cards:
      - { show: email, label: Email }
      - { show: phone, label: Phone }
      - { show: hours, label: Office hours }
`,
  'image-text': `
  - type: image-text
    eyebrow: Our commitment
    heading: Simple solutions, done properly
    image:
      source: why-us.svg
      alt: A consultant and a client reviewing a plan at a desk.
      width: 560
      height: 420
    text: >-
      We believe the most complex challenges deserve the simplest possible solutions: explained in
      plain language, delivered on time and built to last.
`,
  'site-map': `
  - type: site-map
    company:
      heading: Company
      links:
        - { label: Home, href: / }
        - { label: About Us, href: /about }
        - { label: Contact Us, href: /contact }
    quickAccess:
      heading: Quick Access
      links:
        - { label: Request a Quote, href: /request-quote }
        - { label: Privacy Policy, href: /privacy-policy }
      chatLabel: Chat with us on WhatsApp
`,
};

/** The example of a kind, without the blank lines around it. */
export const exampleOf = (type: BlockType): string => BLOCK_EXAMPLES[type].replace(/^\n+|\s+$/g, '');

/** A page whose front matter has one block, the example, to check it as the site reads it. */
export const examplePage = (example: string): string => `---\ntitle: Example\nblocks:\n${example}\n---\n`;
