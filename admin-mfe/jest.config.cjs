// Forms are typed into key by key; on a busy machine a test can need more than jest's 5 s default.
module.exports = require('../tooling/jest/preset.cjs')(__dirname);
