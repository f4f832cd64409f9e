import {bundleEditorCode} from '/work/main/scripts/cms/admin-bundle.ts';
import {adminData} from '/work/main/scripts/cms/admin-data.ts';
const root='/work/main';
for (let k=0;k<3;k++){
let t=performance.now();
await bundleEditorCode(root, { name: 'admin', file: 'scripts/cms/app/main.tsx' });
const a=performance.now()-t; t=performance.now();
await adminData({root, contentDir:'/dev/shm/b/content'});
console.log('editor code (cache check)', a.toFixed(0), 'adminData', (performance.now()-t).toFixed(0));
}
