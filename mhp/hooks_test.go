package mhp

import (
	"fmt"
	"testing"
)

// Shutdown hooks are threads of the model, started at System.exit (while
// the other threads run: a pair with the filler unless main joined it) or
// at the normal end, once the non-daemon threads have ended (a pair with
// a daemon filler only); Runtime.halt starts none. System.exit,
// Runtime.exit and Runtime.halt do not return: what main does after them
// never runs, beside the hooks or before a normal end. Hooks.java.
func TestHooks(t *testing.T) {
	race := "RW ArrayList@Hooks.java:9<state> | Thread read 0 Hooks.java:12 | Thread write 1 Hooks.java:16"
	for _, c := range []struct {
		main string
		want []string
	}{
		{"HookExit", []string{race}},
		{"HookExitJoined", nil},
		{"HookEnd", nil},
		{"HookDaemon", []string{race}},
		{"HookHalt", nil},
		{"HookAfterExit", nil},
		{"HookAfterDie", nil},
		{"HookExitIf", nil},
		{"HookExitRuntime", []string{race}},
		{"HookHaltDaemon", nil},
	} {
		t.Run(c.main, func(t *testing.T) {
			expectPairs(t, c.main, AllFilters, c.want...)
		})
	}
}

// TestExitHelpers: a call of a method that always exits (a fail helper
// that calls System.exit) ends the caller's path as System.exit does. A
// drain loop whose handler exits, directly or through the helper, still
// joins its tasks (static.Program.EndsPath in the loop's way round), and
// the code after the helper has no PEG node. A helper that exits on one
// branch only ends nothing.
func TestExitHelpers(t *testing.T) {
	tasks := func(line int) []string {
		pos := fmt.Sprintf("ExitHelpers.java:%d", line)
		return []string{
			"RW ExitHelpers.total | task read 0 " + pos + " | task write 0 " + pos,
			"RW ExitHelpers.total | task write 0 " + pos + " | task write 0 " + pos,
		}
	}
	expectPairs(t, "ExitDrain", AllFilters, tasks(34)...)
	expectPairs(t, "ExitDrainHelper", AllFilters, tasks(48)...)
	maybe := append(tasks(63),
		"RW ExitHelpers.total | main read main ExitHelpers.java:67 | task write 0 ExitHelpers.java:63",
		"RW ExitHelpers.total | main write main ExitHelpers.java:67 | task read 0 ExitHelpers.java:63",
		"RW ExitHelpers.total | main write main ExitHelpers.java:67 | task write 0 ExitHelpers.java:63")
	expectPairs(t, "ExitDrainMaybe", AllFilters, maybe...)

	rep, err := Run(figures(t), "ExitAfterHelper", Config{Mode: Precise, Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range rep.PEG.Nodes {
		if n.Pos() == "ExitHelpers.java:77" {
			t.Errorf("node %s after the helper that exits", n)
		}
	}
	if len(rep.Result.Pairs) != 0 {
		t.Errorf("ExitAfterHelper: %d pairs, want none", len(rep.Result.Pairs))
	}
}
