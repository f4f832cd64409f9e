/**
 * The islands: components rendered on the server by React and hydrated in
 * the browser by Preact. The server renders them from this map; the
 * browser loads them through islands/loaders.ts under the same names, but
 * for the site-wide ones, which come with the boot module (site-wide.ts).
 */
import SiteHeader from './SiteHeader';
import PackageBuilder from './PackageBuilder';
import KitOptions from './KitOptions';
import StickyBar from './StickyBar';
import Toaster from './Toaster';
import ComingSoonButton from './ComingSoonButton';
import EnquiryForm from './forms/EnquiryForm';
import ProjectBriefForm from './forms/ProjectBriefForm';
import IntakeForm from './forms/IntakeForm';

export const islands = { SiteHeader, PackageBuilder, KitOptions, StickyBar, Toaster, ComingSoonButton, EnquiryForm, ProjectBriefForm, IntakeForm };

export type IslandName = keyof typeof islands;
