const t = performance.now();
await import(process.argv[2]);
console.log(process.argv[2], Math.round(performance.now() - t), 'ms');
