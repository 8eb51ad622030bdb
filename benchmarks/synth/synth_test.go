package synth

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestGenerateIsDeterministic(t *testing.T) {
	for _, seed := range []int64{0, 1, 42, -7, 1 << 40} {
		a := Generate(seed, 3, 8, 3, 4)
		b := Generate(seed, 3, 8, 3, 4)
		if a != b {
			t.Errorf("seed %d: two calls gave different sources", seed)
		}
	}
	if Generate(1, 3, 8, 3, 4) == Generate(2, 3, 8, 3, 4) {
		t.Error("seeds 1 and 2 gave the same source")
	}
	if !strings.HasPrefix(Generate(5, 2, 3, 2, 0), "package synth5;") {
		t.Error("default package of seed 5 is not synth5")
	}
	if !strings.HasPrefix(Generate(-5, 2, 3, 2, 0), "package synthm5;") {
		t.Error("default package of seed -5 is not synthm5")
	}
}

// Every input is read exactly once, by the thread it is assigned to.
func TestInputsAreAllRead(t *testing.T) {
	src := Generate(9, 3, 6, 2, 7)
	if got := strings.Count(src, "Input.intValue()"); got != 7 {
		t.Errorf("%d calls to Input.intValue, want 7", got)
	}
	if strings.Contains(Generate(9, 3, 6, 2, 0), "weft.Input") {
		t.Error("a program without inputs imports weft.Input")
	}
}

// The committed suite-B programs are exactly what the generator makes of
// their parameters (regenerate with synthgen -suite after a change).
func TestSuiteIsCommitted(t *testing.T) {
	for _, p := range Suite {
		file := filepath.Join("..", "suiteB", p.Package, "src", p.Package, "Main.java")
		data, err := os.ReadFile(file)
		if err != nil {
			t.Errorf("%s: %v", p.Package, err)
			continue
		}
		if string(data) != Build(p).Source() {
			t.Errorf("%s differs from the generator's output for %+v; run go run ./benchmarks/synth/cmd/synthgen -suite", file, p)
		}
	}
}

// synthetic2 documents a deadlock; the others must not have one.
func TestSuiteDeadlocks(t *testing.T) {
	for _, p := range Suite {
		inv, uncond := Build(p).LockOrderInversion()
		want := p.Package == "synthetic2"
		if inv != want || uncond != want {
			t.Errorf("%s: inversion %v, unconditional %v; want %v", p.Package, inv, uncond, want)
		}
	}
}

func TestLockOrderInversion(t *testing.T) {
	nest := func(outer, inner int) stmt {
		return syncStmt{lock: outer, body: []stmt{syncStmt{lock: inner, body: []stmt{readStmt{}}}}}
	}
	guarded := func(s stmt) stmt { return ifStmt{then: []stmt{s}} }
	prog := func(bodies ...[]stmt) *Program {
		p := &Program{}
		for _, b := range bodies {
			p.threads = append(p.threads, &thread{body: b})
		}
		return p
	}
	cases := []struct {
		name        string
		p           *Program
		inv, uncond bool
	}{
		{"same order", prog([]stmt{nest(0, 1)}, []stmt{nest(0, 1)}), false, false},
		{"opposite orders", prog([]stmt{nest(0, 1)}, []stmt{readStmt{}, nest(1, 0)}), true, true},
		{"one thread only", prog([]stmt{nest(0, 1), nest(1, 0)}, []stmt{readStmt{}}), false, false},
		{"under an if", prog([]stmt{guarded(nest(0, 1))}, []stmt{nest(1, 0)}), true, false},
		{"sequential, not nested", prog([]stmt{syncStmt{lock: 0}, syncStmt{lock: 1}}, []stmt{nest(1, 0)}), false, false},
	}
	for _, c := range cases {
		inv, uncond := c.p.LockOrderInversion()
		if inv != c.inv || uncond != c.uncond {
			t.Errorf("%s: got (%v, %v), want (%v, %v)", c.name, inv, uncond, c.inv, c.uncond)
		}
	}
}

// The generated sources compile with javac --release 8 against weft.Input.
func TestGeneratedSourceCompiles(t *testing.T) {
	javac, err := exec.LookPath("javac")
	if err != nil {
		t.Skip("javac not found")
	}
	dir := t.TempDir()
	files := []string{filepath.Join("..", "api", "src", "weft", "Input.java")}
	progs := append([]Params{}, Suite...)
	progs = append(progs,
		Params{Seed: 1, Threads: 5, Ops: 12, Globals: 4, Inputs: 9},
		Params{Seed: -3, Threads: 1, Ops: 0, Globals: 1, Inputs: 0},
		Params{Seed: 77, Threads: 2, Ops: 20, Globals: 1, Inputs: 1},
	)
	for _, p := range progs {
		prog := Build(p)
		pkgDir := filepath.Join(dir, "src", prog.Package)
		if err := os.MkdirAll(pkgDir, 0o755); err != nil {
			t.Fatal(err)
		}
		f := filepath.Join(pkgDir, "Main.java")
		if err := os.WriteFile(f, []byte(prog.Source()), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	args := append([]string{"--release", "8", "-Werror", "-Xlint:all,-options", "-d", filepath.Join(dir, "classes")}, files...)
	if out, err := exec.Command(javac, args...).CombinedOutput(); err != nil {
		t.Fatalf("javac: %v\n%s", err, out)
	}
}
