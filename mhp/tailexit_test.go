package mhp

import (
	"strings"
	"testing"
)

// TestTailExit: a monitorexit whose ordinary successor is another exit
// (nested synchronized blocks, a synchronized block right before a
// finally's unlock) has released its monitor when that exit runs, so
// main's y++ after f() or g() holds nothing and pairs with t's y++ (under
// A, under L). A review's reading of lockStates (an exit reached from a
// monitorexit through connectors starts from that exit's stack) predicted
// these pairs dropped; they are not (checked at 56f1e25): a regression
// test.
func TestTailExit(t *testing.T) {
	for _, main := range []string{"Nested", "Finally"} {
		n := 0
		for _, p := range pairsOf(t, "TailExit$"+main, Precise, AllFilters) {
			if strings.HasPrefix(p, "RW TailExit.y") && strings.Contains(p, " main ") {
				n++
			}
		}
		if n == 0 {
			t.Errorf("%s: no RW pair of main's y++ on TailExit.y; want it paired with t's", main)
		}
	}
}
