import {bundleAdmin} from '/work/main/scripts/cms/admin-bundle.ts';
import {startSitePages} from '/work/main/scripts/render/render-site.ts';
const root='/work/main', contentDir=process.argv[2]!;
const sp = startSitePages({root, contentDir, publicDir: root+'/public', workers: 0});
const index = await sp.load(); await sp.close();
for (let k=0;k<3;k++){
const t=performance.now(); const c0=process.cpuUsage();
await bundleAdmin({root, contentDir, outDir:'/dev/shm/admin-out', cssUrl:'/assets/site.x.css', index});
const c=process.cpuUsage(c0);
console.log('bundleAdmin wall', (performance.now()-t).toFixed(0), 'cpu', ((c.user+c.system)/1000).toFixed(0));
}
