package explore

import (
	"strings"
	"testing"
)

// Counts of one are singular: "1 execution", not "1 executions".
func TestCountersPlural(t *testing.T) {
	got := Counters{Executions: 1, States: 0, Points: 1, Bytecodes: 2}.String()
	if want := "1 execution (0 cut off), 0 states, 1 scheduling point, 2 bytecodes"; !strings.HasPrefix(got, want) {
		t.Errorf("got %q, want it to start with %q", got, want)
	}
}
