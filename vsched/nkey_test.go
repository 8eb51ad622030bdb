package vsched

import (
	"testing"

	"weft/classfile"
	"weft/mhp"
	"weft/static"
)

// nkey takes a PEG node's line from its method's line table; it names the
// access exactly as the node's printed position does (lineSite of
// "File.java:line"), on every node of the suite-A programs' PEGs, those
// of JDK-call summaries and thread starts included.
func TestNodeKeyLine(t *testing.T) {
	dir := compileSuiteA(t)
	cp, _, err := classfile.ForApplication(dir)
	if err != nil {
		t.Fatal(err)
	}
	lines := 0
	for _, c := range suiteACases(t) {
		rep, err := mhp.RunFrom(static.NewProgram(cp), static.Options{MainClass: classfile.InternalName(c.Main)}, mhp.Config{Mode: mhp.Precise, Filters: mhp.AllFilters})
		if err != nil {
			t.Fatal(c.Name, err)
		}
		for _, n := range rep.PEG.Nodes {
			want := key{lineSite(n.Site(), n.Pos()), nodeOp(n.Kind)}
			if n.TaskStart {
				want = taskStartKey
			}
			if n.TaskEnd {
				want = taskEndKey
			}
			if got := nkey(n); got != want {
				t.Errorf("%s: node %v: key %v, its position %q names %v", c.Name, n, got, n.Pos(), want)
			}
			if want.Site.PC < 0 {
				lines++
			}
		}
	}
	if lines < 500 {
		t.Errorf("%d nodes keyed by their line, want hundreds", lines)
	}
}
