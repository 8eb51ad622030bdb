package mhp

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"weft/classfile"
)

// manifestCase is the part of a suite-A manifest entry the tests read.
type manifestCase struct {
	Name  string `json:"name"`
	Suite string `json:"suite"`
	Dir   string `json:"dir"`
	Main  string `json:"main"`
	Races []struct {
		Var   string   `json:"var"`
		Sites []string `json:"sites"`
		Kind  string   `json:"kind"`
	} `json:"races"`
	Reference json.RawMessage `json:"reference"`
}

// loadManifest reads the suite-A cases from benchmarks/suiteA/manifest.json
// (a list) or benchmarks/suite.json ({"cases": [...]}, suite "A").
func loadManifest(t testing.TB) []manifestCase {
	t.Helper()
	if b, err := os.ReadFile("../benchmarks/suiteA/manifest.json"); err == nil {
		var cs []manifestCase
		if err := json.Unmarshal(b, &cs); err != nil {
			var doc struct{ Cases []manifestCase }
			if err2 := json.Unmarshal(b, &doc); err2 != nil {
				t.Fatalf("suiteA/manifest.json: %v", err)
			}
			cs = doc.Cases
		}
		return cs
	}
	if b, err := os.ReadFile("../benchmarks/suite.json"); err == nil {
		var doc struct{ Cases []manifestCase }
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatalf("suite.json: %v", err)
		}
		var cs []manifestCase
		for _, c := range doc.Cases {
			if c.Suite == "A" {
				cs = append(cs, c)
			}
		}
		return cs
	}
	return nil
}

func (c manifestCase) benchCase(p suiteProgram, t testing.TB) BenchCase {
	main := c.Main
	if main == "" {
		main = p.Main
	}
	bc := BenchCase{Name: c.Name, Prog: suiteProgramOf(t, p), Main: classfile.InternalName(main)}
	for _, r := range c.Races {
		bc.Races = append(bc.Races, BenchRace{Var: r.Var, Kind: r.Kind, Sites: r.Sites})
	}
	var ref struct {
		PEGNodes  int     `json:"peg_nodes"`
		MHPPairs  int     `json:"mhp_pairs"`
		RW        int     `json:"rw"`
		MM        int     `json:"mm"`
		WM        int     `json:"wm"`
		WN        int     `json:"wn"`
		StaticS   float64 `json:"static_s"`
		MHPCoarse bool    `json:"mhp_coarse"`
	}
	if len(c.Reference) > 0 && json.Unmarshal(c.Reference, &ref) == nil && ref.PEGNodes > 0 {
		bc.Ref = &BenchRef{ref.PEGNodes, ref.MHPPairs, ref.RW, ref.MM, ref.WM, ref.WN, ref.StaticS, ref.MHPCoarse}
	}
	return bc
}

// suiteCases pairs the compiled suite-A programs with their manifest
// entries (a program without one is listed alone).
func suiteCases(t testing.TB) []BenchCase {
	progs := compileSuiteA(t)
	byDir := map[string][]manifestCase{}
	for _, c := range loadManifest(t) {
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
			cs = []manifestCase{{Name: p.Name, Main: p.Main}}
		}
		for _, c := range cs {
			out = append(out, c.benchCase(p, t))
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
