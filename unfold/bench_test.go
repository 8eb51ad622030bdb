package unfold

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"weft/benchmarks"
)

// weft bench unfold's table: one row per case with each strategy's tests,
// events (dpor: traces), time and wall and CPU ms per test, and unfold's
// time per test over dpor's (issue 6 bounds it by 2), beside the papers'
// columns.
func TestBench(t *testing.T) {
	suiteProgram(t, "parallelpi(4)", false) // skips when unbuilt
	s, err := benchmarks.Default()
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	var runs []string
	checkBenchRun = func(st string, warm bool) { runs = append(runs, fmt.Sprint(st, " warm=", warm)) }
	err = Bench(&out, s, BenchOptions{Cases: []string{"parallelpi(4)"}, Timeout: time.Minute})
	checkBenchRun = nil
	if err != nil {
		t.Fatal(err)
	}
	// Every strategy but dpor (warmed by the dpor runs after the boot)
	// runs a few untimed tests before any is timed: the first use of its
	// code and memory is not on its clock.
	if want := []string{"unfold warm=true", "unfold-ctx warm=true", "unfold warm=false", "unfold-ctx warm=false", "dpor warm=false"}; !slices.Equal(runs, want) {
		t.Errorf("runs %q, want %q", runs, want)
	}
	t.Log("\n" + out.String())
	lines := strings.Split(out.String(), "\n")
	head := strings.Fields(lines[0])
	if got := strings.Count(lines[0], "÷dpor"); got != 4 {
		t.Errorf("header %q: %d ÷dpor columns, want 4 (unfold, unfold-ctx; wall and CPU)", lines[0], got)
	}
	row := strings.Fields(lines[1])
	if row[0] != "parallelpi(4)" {
		t.Fatalf("row %q", lines[1])
	}
	// The load time, then unfold: 24 tests, 644 events (647 before interned strings were local); unfold-ctx
	// alike; dpor 24 traces. The papers' Table 1 columns follow: 24/24/24
	// runs.
	if head[1] != "load" {
		t.Errorf("header %v: no load column", head)
	}
	if ms, err := strconv.ParseFloat(row[1], 64); err != nil || ms <= 0 {
		t.Errorf("load ms %q: want a positive number", row[1])
	}
	want := map[int]string{2: "24", 3: "644", 9: "24", 10: "644", 17: "24", 21: "24/24/24"}
	for i, w := range want {
		if i >= len(row) || row[i] != w {
			t.Errorf("column %d: got %v, want %s (header %v)", i, row, w, head)
		}
	}
	for _, i := range []int{7, 14, 20} { // CPU ms per test
		if ms, err := strconv.ParseFloat(row[i], 64); err != nil || ms <= 0 {
			t.Errorf("CPU ms/test column %d %q: want a positive number (row %v)", i, row[i], row)
		}
	}
	if !strings.Contains(out.String(), "÷dpor: that over dpor's") {
		t.Error("no legend for ÷dpor")
	}
}
