package mhp

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"weft/benchmarks"
	"weft/classfile"
)

// benchCase turns a suite-A manifest entry into a BenchCase over the
// program compiled from the case's sources.
func benchCase(c *benchmarks.Case, p suiteProgram, t testing.TB) BenchCase {
	main := c.Main
	if main == "" {
		main = p.Main
	}
	bc := BenchCase{Name: c.Name, Prog: suiteProgramOf(t, p), Main: classfile.InternalName(main)}
	for _, r := range c.Races {
		bc.Races = append(bc.Races, BenchRace{Var: r.Var, Kind: r.Kind, Sites: r.Sites})
	}
	var ref BenchRef
	if json.Unmarshal(c.Reference, &ref) == nil && ref.PEGNodes > 0 {
		bc.Ref = &ref
	}
	return bc
}

// suiteCases pairs the compiled suite-A programs with their manifest
// entries (a program without one is listed alone).
func suiteCases(t testing.TB) []BenchCase {
	progs := compileSuiteA(t)
	suite, err := benchmarks.Default()
	if err != nil {
		t.Fatal(err)
	}
	byDir := map[string][]*benchmarks.Case{}
	for _, c := range suite.Filter("A") {
		d := filepath.Base(c.Dir)
		if c.Dir == "" {
			d = c.Name
		}
		byDir[d] = append(byDir[d], c)
	}
	sort.Slice(progs, func(i, j int) bool { return progs[i].Name < progs[j].Name })
	var out []BenchCase
	for _, p := range progs {
		cs := byDir[p.Name]
		if len(cs) == 0 {
			cs = []*benchmarks.Case{{Name: p.Name, Main: p.Main}}
		}
		for _, c := range cs {
			out = append(out, benchCase(c, p, t))
		}
	}
	return out
}

// TestTable42 writes the suite-A table beside the thesis's Table 4.2, with
// the rank of every documented race and the filter ablation. Run with -v
// to see it; WEFT_TABLE=FILE also writes it to FILE.
func TestTable42(t *testing.T) {
	var sb strings.Builder
	sum, err := WriteBenchTable(&sb, suiteCases(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + sb.String())
	if path := os.Getenv("WEFT_TABLE"); path != "" {
		if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
			t.Error(err)
		}
	}
	if sum.Reported != sum.Races {
		t.Errorf("%d of %d documented races reported", sum.Reported, sum.Races)
	}
}

// TestRecallSuiteA checks the target of issue 3: every racing pair the
// suite-A manifest documents is reported, and ranked in the top 10.
func TestRecallSuiteA(t *testing.T) {
	cases := suiteCases(t)
	n := 0
	for _, c := range cases {
		if len(c.Races) == 0 {
			continue
		}
		rep, err := Run(c.Prog, c.Main, Config{Filters: AllFilters})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range c.Races {
			n++
			switch rank := RankOf(rep.Result.Pairs, r.Kind, r.Sites); {
			case rank == 0:
				t.Errorf("%s: race %s %s %v not reported", c.Name, r.Kind, r.Var, r.Sites)
			case rank > 10:
				t.Errorf("%s: race %s %s %v ranked %d, want top 10", c.Name, r.Kind, r.Var, r.Sites, rank)
			}
		}
	}
	if n == 0 {
		t.Skip("no documented races in the manifest yet")
	}
}
