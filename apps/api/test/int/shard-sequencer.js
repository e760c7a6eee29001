// Splits the integration test files into shards of about equal work (scripts/test.mjs runs `--shard=i/n` side by
// side). Jest's own split hashes the paths, which can put the heaviest files together; this one hands the files out
// largest first, each to the lightest shard so far, weighing a file by its size (not by the durations jest caches:
// a shard that finishes early rewrites that cache, and every shard must compute the same split).
const { statSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

class ShardSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const weight = (test) => statSync(test.path).size;
    const sorted = [...tests].sort((a, b) => weight(b) - weight(a) || a.path.localeCompare(b.path));
    const loads = Array.from({ length: shardCount }, () => 0);
    const mine = [];
    for (const test of sorted) {
      const lightest = loads.indexOf(Math.min(...loads));
      loads[lightest] += weight(test);
      if (lightest === shardIndex - 1) mine.push(test);
    }
    return mine;
  }
}

module.exports = ShardSequencer;
