package mhp

import "testing"

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
