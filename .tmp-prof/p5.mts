import {buildSite} from '/work/main/scripts/build.ts';
const r = await buildSite({root:'/work/main', contentDir:'/dev/shm/b/content', outDir:'/dev/shm/b/out0', renderWorkers:0, log:(l)=>console.log(l)});
