import { formatProblem } from './scripts/lib/format-problems';
import { problemsOf, SCENARIOS } from './tests/dev/guide-scenarios';
for (const s of SCENARIOS) {
  const ps = await problemsOf(s);
  const p = ps.find((c) => c.title === s.title);
  console.log('#### ' + s.title + ' (' + ps.length + ')');
  console.log(p ? formatProblem(p) : 'NONE ' + ps.map(p=>p.title).join(','));
}
