package vsched

import (
	"path/filepath"
	"strings"
	"testing"

	"weft/explore"
)

// A shutdown hook is a thread of the static analysis, started at
// System.exit (exit mode: a worker still running then fills the list the
// hook iterates) or at the normal end (daemon mode: a daemon filler still
// runs then): vsched finds the hook's ConcurrentModificationException
// through the analysis's pair of the hook's read with the filler's add.
// Before, the analysis knew no hook thread: vsched found the exit mode's
// bug through the first execution's races only, and said "no bug found"
// on the daemon mode. The fixed variants (the filler joined) exhaust
// without a warning.
func TestHookRace(t *testing.T) {
	src := filepath.Join("testdata", "HookRace.java")
	for _, mode := range []string{"exit", "daemon"} {
		t.Run(mode, func(t *testing.T) {
			rep, _ := findBugIn(t, src, "HookRace", "the hook's ConcurrentModificationException",
				func(b *explore.Bug) bool {
					return b.ThreadName == "hook" && strings.Contains(b.Summary(), "ConcurrentModificationException")
				}, mode)
			if len(rep.ValueSchedule) == 0 || rep.ValueSchedule[0].Source != "" {
				t.Errorf("value schedule %v, want a pair of the analysis first", rep.ValueSchedule)
			}
			exhausts(t, "HookRace", mode, "fixed")
		})
	}
}
