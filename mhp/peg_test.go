package mhp

import (
	"strings"
	"testing"
)

// The PEG of Figure 4.7 is the thesis's Figure 4.9: per thread, in
// program order, call(f1) call(f2) write entry wait waiting
// notified-entry exit for Thread1 and call(fa) call(fb) read entry
// notifyAll exit for Thread2 — plus begin/end, the reads of the static
// field o (which Figure 4.9 leaves out) and the exits of javac's exception
// handlers — and a synchronization edge notifyAll → notified-entry.
func TestPEGFig4_9(t *testing.T) {
	rep, err := Run(figures(t), "Fig4_7", Config{Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	g := rep.PEG
	seq := map[string]string{}
	for _, n := range g.Nodes {
		name := threadShort(n.Thread.String())
		k := n.Kind.String()
		switch n.Kind {
		case Call:
			k = strings.TrimPrefix(n.String()[strings.Index(n.String(), ",")+1:], "")
			k = k[:strings.Index(k, ",")]
		case Read, Write:
			k = n.Kind.String() + "(" + n.FieldName() + ")"
		}
		seq[name] += k + " "
	}
	want := map[string]string{
		"Thread1": "begin end call(f1) call(f2) read(Fig4_7.o) write(Fig4_7$Obj.val) read(Fig4_7.o) entry " +
			"read(Fig4_7.o) wait waiting notified-entry exit exit ",
		"Thread2": "begin end call(fa) call(fb) read(Fig4_7.o) read(Fig4_7$Obj.val) read(Fig4_7.o) entry " +
			"read(Fig4_7.o) notifyAll exit exit ",
	}
	for th, w := range want {
		if seq[th] != w {
			t.Errorf("%s: PEG nodes\n  %s\nwant\n  %s", th, seq[th], w)
		}
	}
	found := false
	for _, n := range g.Nodes {
		if n.Kind == NotifyAll {
			for _, s := range n.SyncSuccs {
				if s.Kind == NotifiedEntry {
					found = true
				}
			}
		}
	}
	if !found {
		t.Error("no notifyAll → notified-entry edge")
	}
	var dot strings.Builder
	if err := g.WriteDOT(&dot); err != nil || !strings.Contains(dot.String(), "style=dotted") {
		t.Errorf("DOT dump lacks the waiting → notified-entry edge: %v", err)
	}
}
