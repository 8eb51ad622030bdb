// Command synthgen writes a generated synthetic benchmark program (see
// package weft/benchmarks/synth) as <dir>/<pkg>/Main.java.
//
//	go run ./benchmarks/synth/cmd/synthgen -seed 7 -threads 3 -ops 6 -globals 3 -inputs 2 -pkg synth7 -o /tmp/src
//
// With -suite it regenerates the committed programs of synth.Suite under
// benchmarks/suiteB/<pkg>/src (-o names the benchmarks directory then,
// default "benchmarks").
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"weft/benchmarks/synth"
)

func main() {
	seed := flag.Int64("seed", 1, "generator seed")
	threads := flag.Int("threads", 3, "number of threads")
	ops := flag.Int("ops", 6, "statements per thread")
	globals := flag.Int("globals", 3, "shared int variables")
	inputs := flag.Int("inputs", 0, "calls to weft.Input.intValue")
	pkg := flag.String("pkg", "", "Java package (default synth<seed>)")
	out := flag.String("o", "", "output directory (default: print to stdout)")
	suite := flag.Bool("suite", false, "regenerate the committed suite-B programs")
	flag.Parse()

	if *suite {
		dir := *out
		if dir == "" {
			dir = "benchmarks"
		}
		for _, p := range synth.Suite {
			if err := write(filepath.Join(dir, "suiteB", p.Package, "src"), p); err != nil {
				fmt.Fprintln(os.Stderr, "synthgen:", err)
				os.Exit(1)
			}
		}
		return
	}
	p := synth.Params{Package: *pkg, Seed: *seed, Threads: *threads, Ops: *ops, Globals: *globals, Inputs: *inputs}
	if *out == "" {
		fmt.Print(synth.Build(p).Source())
		return
	}
	if err := write(*out, p); err != nil {
		fmt.Fprintln(os.Stderr, "synthgen:", err)
		os.Exit(1)
	}
}

// write puts the program's Main.java under dir/<package>/.
func write(dir string, p synth.Params) error {
	prog := synth.Build(p)
	pkgDir := filepath.Join(dir, prog.Package)
	if err := os.MkdirAll(pkgDir, 0o755); err != nil {
		return err
	}
	file := filepath.Join(pkgDir, "Main.java")
	if err := os.WriteFile(file, []byte(prog.Source()), 0o644); err != nil {
		return err
	}
	fmt.Println("wrote", file)
	return nil
}
