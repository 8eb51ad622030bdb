package vsched

import (
	"path/filepath"
	"strings"
	"testing"

	"weft/explore"
	"weft/internal/javatest"
)

// An unpark of a thread not yet started is lost (explore's UnparkStart:
// a's unpark before main starts t, which then parks for good while main
// joins it). The static analysis makes a start and an unpark of a thread
// writes of its <permit> (static.PermitVar), and model.permitKey maps the
// VM's start and unpark (an operation on the thread's permit even before
// the start) to them: vsched runs a's unpark before main's start and
// finds the deadlock. Before, the analysis paired neither and vsched
// called UnparkStart exhausted after 1 execution. The fixed variant
// starts t before a: exhausted, no bug.
func TestUnparkBeforeStart(t *testing.T) {
	src := filepath.Join("..", "explore", "testdata", "UnparkStart.java")
	rep, _ := findBugIn(t, src, "UnparkStart", "the deadlock of the lost unpark", func(b *explore.Bug) bool { return b.Kind == explore.KindDeadlock })
	if len(rep.ValueSchedule) != 1 {
		t.Fatalf("value schedule %v, want a's unpark before main's start", rep.ValueSchedule)
	}
	p := rep.ValueSchedule[0]
	if !strings.HasSuffix(p.Var, "<permit>") || p.First.Op != "unpark" || p.First.Pos != "UnparkStart.java:11" ||
		p.Second.Op != "start" || p.Second.Pos != "UnparkStart.java:17" {
		t.Errorf("value schedule %+v, want a's unpark (UnparkStart.java:11) before main's start (UnparkStart.java:17) on t's <permit>", p)
	}
	exhaustsDir(t, javatest.Compile(t, src), "UnparkStart", "fixed")
}
