const t0 = performance.now();
console.log('node ready at', performance.timeOrigin ? (performance.now()).toFixed(0) : '', 'ms since process start (performance.now)');
