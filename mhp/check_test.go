package mhp

import (
	"strings"
	"testing"
)

// The checker must fail loudly on a broken graph.
func TestCheckCatches(t *testing.T) {
	rep, err := Run(figures(t), "Fig4_7", Config{Filters: AllFilters})
	if err != nil {
		t.Fatal(err)
	}
	g := rep.PEG
	if err := g.Check(); err != nil {
		t.Fatalf("intact PEG: %v", err)
	}
	var wait, start *Node
	for _, n := range g.Nodes {
		switch n.Kind {
		case Wait:
			wait = n
		case Start:
			start = n
		}
	}
	if wait == nil || start == nil {
		t.Fatal("Fig4_7's PEG lacks a wait or a start")
	}
	saved := wait.WaitingNode
	wait.WaitingNode = nil
	if err := g.Check(); err == nil || !strings.Contains(err.Error(), "lacks its waiting") {
		t.Errorf("wait without waiting: %v", err)
	}
	wait.WaitingNode = saved
	savedSync := start.SyncSuccs
	start.SyncSuccs = nil
	if err := g.Check(); err == nil || !strings.Contains(err.Error(), "lacks the begin") {
		t.Errorf("start without begin: %v", err)
	}
	start.SyncSuccs = savedSync
	if err := g.Check(); err != nil {
		t.Errorf("restored PEG: %v", err)
	}
}
