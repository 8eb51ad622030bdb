package mhp

import "testing"

// TestPhaserTiers: a call on a child Phaser (new Phaser(parent, n)) is a
// call on its ancestors' state too (static.Analysis.PhaserTiers): the
// worker's register and arriveAndDeregister of the child pair with
// main's arriveAndAwaitAdvance of the root, phasetiers' bug. Before, the
// two touched different objects and only the symptom (rows) paired.
func TestPhaserTiers(t *testing.T) {
	expectPairs(t, "PhaserTiers", AllFilters,
		"RW Phaser@PhaserTiers.java:27<state> | main write main PhaserTiers.java:31 | Worker write run PhaserTiers.java:20",
		"RW Phaser@PhaserTiers.java:27<state> | main write main PhaserTiers.java:31 | Worker write run PhaserTiers.java:22",
		"RW PhaserTiers.rows | main read main PhaserTiers.java:32 | Worker write run PhaserTiers.java:21")
}
