package vm

import (
	"bytes"
	"fmt"
	"math/rand"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"weft/classfile"
	"weft/internal/javatest"
)

// symClassPath compiles testdata/sym with weft's input API.
func symClassPath(t *testing.T) (*classfile.ClassPath, string) {
	needJDK(t)
	dir := javatest.Compile(t, "testdata/sym/*.java", filepath.Join("..", "benchmarks", "api", "src", "weft", "Input.java"))
	cp := openClassPath(t, dir)
	return cp, dir
}

// TestSym runs the symbolic-input programs of testdata/sym (compiled once).
func TestSym(t *testing.T) {
	cp, dir := symClassPath(t)
	t.Run("DefaultRunMatchesJava", func(t *testing.T) { testSymDefaultRunMatchesJava(t, cp, dir) })
	t.Run("BranchesAgreeWithConcrete", func(t *testing.T) { testSymBranchesAgreeWithConcrete(t, cp) })
	t.Run("Constraints", func(t *testing.T) { testSymConstraints(t, cp) })
	t.Run("ThreadInputNames", func(t *testing.T) { testSymThreadInputNames(t, cp) })
	t.Run("Snapshot", func(t *testing.T) { testSymSnapshot(t, cp) })
	t.Run("Race", func(t *testing.T) { testSymRace(t, cp) })
	t.Run("Library", func(t *testing.T) { testSymLibrary(t, cp, dir) })
}

// symLog records the symbolic events of a run.
type symLog struct {
	inputs   []Input
	branches []*Event
}

func (l *symLog) OnEvent(e *Event) {
	switch e.Kind {
	case KInput:
		l.inputs = append(l.inputs, e.Input)
	case KBranch:
		c := *e
		l.branches = append(l.branches, &c)
	}
}

func (l *symLog) env() map[string]int64 {
	m := map[string]int64{}
	for _, in := range l.inputs {
		m[in.Name] = in.Value
	}
	return m
}

func runSym(t *testing.T, cp *classfile.ClassPath, main string, inputs map[string]int64, sched Scheduler) (string, *Outcome, *symLog) {
	t.Helper()
	var out bytes.Buffer
	log := &symLog{}
	m, err := New(Config{ClassPath: cp, Stdout: &out, Stderr: &out, Scheduler: sched, Listeners: []Listener{log}, MaxSteps: 10_000_000, Inputs: inputs})
	if err != nil {
		t.Fatal(err)
	}
	o, err := m.Run(main, nil)
	if err != nil {
		t.Fatalf("%s: %v", main, err)
	}
	if len(m.PathConstraint()) != len(log.branches) || len(m.Inputs()) != len(log.inputs) {
		t.Fatalf("%s: PathConstraint/Inputs disagree with the events", main)
	}
	return out.String(), o, log
}

// checkBranches checks that at every symbolic branch the constraint that
// held evaluates to true with the run's inputs and every other outcome's
// to false: the shadows computed what the concrete run computed.
func checkBranches(t *testing.T, main string, log *symLog) {
	t.Helper()
	env := log.env()
	for _, e := range log.branches {
		if e.Cond != e.Alts[e.Branch] {
			t.Fatalf("%s: Cond is not Alts[Branch]", main)
		}
		for i, a := range e.Alts {
			if got, want := a.Eval(env), b2i(i == e.Branch); got != want {
				t.Fatalf("%s at %s: outcome %d %s evaluates to %d with %v, want %d (taken %d)", main, e.Pos, i, a, got, env, want, e.Branch)
			}
		}
	}
}

var symPrograms = []string{"SymBranch", "SymLong", "SymShared", "SymSwitch", "SymLib"}

// testSymDefaultRunMatchesJava: with no input values every input takes its
// default, as under a plain JVM, so the output is java's.
func testSymDefaultRunMatchesJava(t *testing.T, cp *classfile.ClassPath, dir string) {
	for _, p := range symPrograms {
		out, _, log := runSym(t, cp, p, nil, nil)
		want, _ := exec.Command("java", "-ea", "-cp", dir, p).CombinedOutput()
		if out != string(want) {
			t.Errorf("%s: VM printed\n%s\njava printed\n%s", p, out, want)
		}
		if len(log.inputs) == 0 {
			t.Errorf("%s: no input events", p)
		}
		checkBranches(t, p, log)
	}
}

// testSymBranchesAgreeWithConcrete runs each program with random input
// values (small and extreme) and checks every branch constraint against
// the concrete run.
func testSymBranchesAgreeWithConcrete(t *testing.T, cp *classfile.ClassPath) {
	rng := rand.New(rand.NewSource(6))
	special := []int64{0, 1, -1, 5, 10, 12345, 1 << 31, -1 << 31, 1<<31 - 1, 1 << 33 * 5, -1 << 63, 1<<63 - 1, 'z', 1000, 100, 127, -128}
	for _, p := range symPrograms {
		_, _, first := runSym(t, cp, p, nil, nil)
		for round := 0; round < 30; round++ {
			in := map[string]int64{}
			for _, x := range first.inputs {
				switch rng.Intn(3) {
				case 0:
					in[x.Name] = special[rng.Intn(len(special))]
				case 1:
					in[x.Name] = rng.Int63n(41) - 20
				default:
					in[x.Name] = int64(rng.Uint64())
				}
			}
			_, _, log := runSym(t, cp, p, in, nil)
			for _, x := range log.inputs {
				if want, ok := in[x.Name]; ok && x.Value != InputValue(x.Type, want) {
					t.Fatalf("%s: input %s read %d, want %d", p, x.Name, x.Value, InputValue(x.Type, want))
				}
			}
			checkBranches(t, p, log)
		}
	}
}

func branchStrings(log *symLog) []string {
	var s []string
	for _, e := range log.branches {
		s = append(s, e.Cond.String())
	}
	return s
}

func testSymConstraints(t *testing.T, cp *classfile.ClassPath) {
	out, _, log := runSym(t, cp, "SymBranch", nil, nil)
	got := strings.Join(branchStrings(log), "; ")
	want := "((main#0 - 12000) != 345); (main#0 <= 7)"
	if got != want || out != "small\n" {
		t.Fatalf("SymBranch: constraints %q, output %q; want %q, small", got, out, want)
	}
	if pos := log.branches[0].Pos; pos != "SymBranch.java:8" {
		t.Fatalf("branch at %s, want SymBranch.java:8", pos)
	}
	out, o, log := runSym(t, cp, "SymBranch", map[string]int64{"main#0": 12345}, nil)
	if len(o.Uncaught) != 1 || !strings.Contains(out, "x is 12345") {
		t.Fatalf("x = 12345 does not throw: %s", out)
	}
	if got := branchStrings(log)[0]; got != "((main#0 - 12000) == 345)" {
		t.Fatalf("taken constraint %s", got)
	}
}

// testSymThreadInputNames: inputs are named by the reading thread's stable
// key (main, then main.1 for the first thread main starts) and a per-thread
// counter, whatever the interleaving.
func testSymThreadInputNames(t *testing.T, cp *classfile.ClassPath) {
	for seed := int64(0); seed < 4; seed++ {
		_, _, log := runSym(t, cp, "SymShared", map[string]int64{"main#0": 9, "main.1#0": 100}, NewRandom(seed))
		var names []string
		for _, in := range log.inputs {
			names = append(names, in.String())
		}
		if got := strings.Join(names, " "); got != "main#0=9 main.1#0=100" {
			t.Fatalf("seed %d: inputs %s", seed, got)
		}
		checkBranches(t, "SymShared", log)
		got := strings.Join(branchStrings(log), "; ")
		want := "((main#0 + 1) == 10); (((long)main#0 * 3L) <= 30L); (-main#0 < main.1#0); ((main#0 ^ 5) != 0); (((main#0 + 1) + -main#0) == 1)"
		if got != want {
			t.Fatalf("seed %d: constraints\n%s\nwant\n%s", seed, got, want)
		}
	}
}

// first always runs the enabled thread with the lowest id.
type first struct{}

func (first) Choose(*Point) int { return 0 }

// testSymSnapshot: a snapshot taken after inputs were read keeps the
// shadows (stack, locals, heap, captured values): continuing from it
// twice gives the same constraints, and the state hash is restored.
// Inputs read after the snapshot take the values SetInputs gives.
func testSymSnapshot(t *testing.T, cp *classfile.ClassPath) {
	log := &symLog{}
	var out bytes.Buffer
	m, err := New(Config{ClassPath: cp, Stdout: &out, Scheduler: &pauseAt{n: 2, s: first{}}, Listeners: []Listener{log}, MaxSteps: 10_000_000, Inputs: map[string]int64{"main#0": 9}})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Start("SymShared", nil); err != nil {
		t.Fatal(err)
	}
	if o, err := m.Continue(); err != nil || o.Status != Paused {
		t.Fatalf("no pause: %v %v", o, err)
	}
	if len(log.inputs) != 1 || len(log.branches) != 0 {
		t.Fatalf("paused after %d inputs and %d branches, want 1 and 0", len(log.inputs), len(log.branches))
	}
	h0 := m.StateHash()
	snap := m.Snapshot()
	cont := func(in map[string]int64) []string {
		m.Restore(snap)
		if h := m.StateHash(); h != h0 {
			t.Fatal("restore changed the state hash")
		}
		m.SetInputs(in)
		log.branches, log.inputs = nil, log.inputs[:1]
		if _, err := m.Continue(); err != nil {
			t.Fatal(err)
		}
		checkBranches(t, "SymShared", log)
		return branchStrings(log)
	}
	b1 := strings.Join(cont(map[string]int64{"main.1#0": 5}), "; ")
	b2 := strings.Join(cont(map[string]int64{"main.1#0": 5}), "; ")
	want := "((main#0 + 1) == 10); (((long)main#0 * 3L) <= 30L); (-main#0 < main.1#0); ((main#0 ^ 5) != 0); (((main#0 + 1) + -main#0) == 1)"
	if b1 != want || b2 != want {
		t.Fatalf("after restore:\n%s\n%s\nwant\n%s", b1, b2, want)
	}
	if b3 := cont(map[string]int64{"main.1#0": -100}); b3[2] != "(-main#0 >= main.1#0)" || log.inputs[1].Value != -100 {
		t.Fatalf("with main.1#0 = -100: %v", b3)
	}
}

// testSymRace: under random schedules, threads store symbolic values into
// shared slots (stores that stop at scheduling points first) and read each
// other's: every branch constraint still agrees with the concrete run, so
// each value read came with its own shadow.
func testSymRace(t *testing.T, cp *classfile.ClassPath) {
	rng := rand.New(rand.NewSource(3))
	kinds := map[string]bool{}
	for seed := int64(0); seed < 40; seed++ {
		in := map[string]int64{"main#0": rng.Int63n(9) - 2, "main.1#0": rng.Int63n(9) - 2}
		_, _, log := runSym(t, cp, "SymRace", in, NewRandom(seed))
		checkBranches(t, "SymRace", log)
		for _, s := range branchStrings(log) {
			kinds[s] = true
		}
	}
	// both threads' values reach main's branches in some schedule
	var fromT, fromMain bool
	for s := range kinds {
		fromT = fromT || strings.HasPrefix(s, "((main.1#0 * 2) ==") || strings.HasPrefix(s, "((main.1#0 + 1) <")
		fromMain = fromMain || strings.HasPrefix(s, "((main#0 - 1) ==")
	}
	if !fromT || !fromMain {
		t.Fatalf("constraints seen: %v", kinds)
	}
}

// testSymLibrary: by default an input that reaches the JDK's code is
// pinned to its value (one-outcome branches whose constraint is the
// equality) and no branch inside the JDK is symbolic; the program's own
// branches after it still are. With SymbolicJDK the JDK's string
// conversion and sort branch on the input. The output is java's either way.
func testSymLibrary(t *testing.T, cp *classfile.ClassPath, dir string) {
	want, _ := exec.Command("java", "-ea", "-cp", dir, "SymLib").CombinedOutput()
	for _, x := range []int64{42, -7, 1001, 1<<31 - 1} {
		in := map[string]int64{"main#0": x}
		out, _, log := runSym(t, cp, "SymLib", in, nil)
		if x == 42 && out != string(want) {
			t.Fatalf("SymLib printed\n%s\njava printed\n%s", out, want)
		}
		checkBranches(t, "SymLib", log)
		var pins, app int
		for _, e := range log.branches {
			if strings.HasPrefix(e.Site.Class, "java/") {
				if len(e.Alts) != 1 || !strings.HasPrefix(e.Cond.String(), "(") || !strings.Contains(e.Cond.String(), " == ") {
					t.Fatalf("x=%d: a branch in the JDK at %s.%s: %s (%d outcomes)", x, e.Site.Class, e.Site.Method, e.Cond, len(e.Alts))
				}
				pins++
				continue
			}
			if len(e.Alts) != 2 {
				t.Fatalf("x=%d: program branch %s with %d outcomes", x, e.Cond, len(e.Alts))
			}
			app++
		}
		// StringBuilder.append(x), String.valueOf(x + 1), Math.abs(x);
		// Arrays.sort's first load of a[0] pins it (and the array slot).
		// y = Math.abs(x) + a[0] is then concrete, x > 40 is not.
		if pins != 4 || app != 1 {
			t.Fatalf("x=%d: %d pins, %d program branches: %v", x, pins, app, branchStrings(log))
		}
		if got := log.branches[0].Cond.String(); got != fmt.Sprintf("(main#0 == %d)", x) {
			t.Fatalf("x=%d: first pin %s", x, got)
		}

		var sout bytes.Buffer
		slog := &symLog{}
		m, err := New(Config{ClassPath: cp, Stdout: &sout, Stderr: &sout, Listeners: []Listener{slog}, MaxSteps: 10_000_000, Inputs: in, SymbolicJDK: true})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Run("SymLib", nil); err != nil {
			t.Fatal(err)
		}
		if sout.String() != out {
			t.Fatalf("x=%d: SymbolicJDK printed\n%s\nwant\n%s", x, sout.String(), out)
		}
		checkBranches(t, "SymLib", slog)
		lib := 0
		for _, e := range slog.branches {
			if len(e.Alts) < 2 {
				t.Fatalf("x=%d, SymbolicJDK: a pin %s", x, e.Cond)
			}
			if strings.HasPrefix(e.Site.Class, "java/") {
				lib++
			}
		}
		if lib == 0 {
			t.Fatalf("x=%d, SymbolicJDK: no branch in the JDK", x)
		}
		t.Logf("x=%d: default %d pins and %d program branches; SymbolicJDK %d JDK branches of %d", x, pins, app, lib, len(slog.branches))
	}
}
