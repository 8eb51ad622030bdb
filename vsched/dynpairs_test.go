package vsched

import (
	"path/filepath"
	"testing"
	"time"

	"weft/explore"
	"weft/internal/javatest"
)

// A data race of the first execution that the static analysis made no
// pair of (the object reaches the threads by reflection) becomes a pair
// that vsched fulfils once its static pairs are exhausted: a word count's
// HashMap loses an insert (the race inside HashMap.merge, under the
// program's counts.merge), a counter an update. The value schedule says
// where the pair came from. Without the dynamic pairs vsched ended with
// "no bug found" after one execution.
func TestDynamicPairs(t *testing.T) {
	for _, c := range []struct{ name, msg, via string }{
		{"InjectedCount", "lost an insert: 1 words of 2", "HashMap.merge"},
		{"InjectedCounter", "lost an update: 1 hits of 2", ""},
	} {
		rep, _ := findBug(t, c.name, "AssertionError: "+c.msg, func(b *explore.Bug) bool {
			return b.Kind == explore.KindAssertion && b.Message == c.msg
		})
		dyn := false
		for _, p := range rep.ValueSchedule {
			if p.Source == raceSeen && p.First.Via == c.via && p.Second.Via == c.via {
				dyn = true
			}
		}
		if !dyn {
			t.Errorf("%s: value schedule %v, want a pair from a race seen in the first execution (via %q)", c.name, rep.ValueSchedule, c.via)
		}
	}
}

// The same programs with a lock have no race, and a benign race reversed
// is no bug: vsched ends without a bug and without a warning, its search
// exhausted.
func TestDynamicPairsNoFalseAlarm(t *testing.T) {
	for _, c := range []struct {
		name, arg string
		execs     int64 // at least
	}{
		{"InjectedCount", "locked", 1},
		{"InjectedCounter", "locked", 1},
		{"InjectedLast", "", 2}, // the first execution, and its race reversed
	} {
		dir := javatest.Compile(t, filepath.Join("testdata", c.name+".java"))
		p := &explore.Program{ClassPath: []string{dir}, Main: c.name}
		if c.arg != "" {
			p.Args = []string{c.arg}
		}
		rep, _, err := explore.Explore(p, explore.Config{Strategy: "vsched",
			Budget: explore.Budget{Timeout: time.Minute, MaxSteps: 1_000_000, MaxPoints: 10_000}})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Bug != nil || !rep.Complete || len(rep.Warnings) > 0 || rep.Counters.Executions < c.execs {
			t.Errorf("%s %s: bug %v, complete %v, warnings %q, %s; want none, exhausted, %d executions or more",
				c.name, c.arg, rep.Bug, rep.Complete, rep.Warnings, rep.Counters, c.execs)
		}
	}
}
