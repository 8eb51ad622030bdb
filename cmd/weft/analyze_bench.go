package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"weft/classfile"
	"weft/mhp"
	"weft/static"
)

// benchStatic writes the static-analysis table of suite A (thesis Table
// 4.2, with the documented races' ranks and the filter ablation of Tables
// 4.4/4.5) for the benchmarks directory dir, whose jars must be built
// (make jars). It reads dir/suiteA/manifest.json or dir/suite.json.
func benchStatic(w io.Writer, dir string) error {
	type race struct {
		Var   string   `json:"var"`
		Sites []string `json:"sites"`
		Kind  string   `json:"kind"`
	}
	type entry struct {
		Name      string          `json:"name"`
		Suite     string          `json:"suite"`
		Jar       string          `json:"jar"`
		Main      string          `json:"main"`
		Races     []race          `json:"races"`
		Reference json.RawMessage `json:"reference"`
	}
	var cases []entry
	if b, err := os.ReadFile(filepath.Join(dir, "suiteA", "manifest.json")); err == nil {
		if err := json.Unmarshal(b, &cases); err != nil {
			var doc struct{ Cases []entry }
			if err2 := json.Unmarshal(b, &doc); err2 != nil {
				return fmt.Errorf("suiteA/manifest.json: %v", err)
			}
			cases = doc.Cases
		}
	} else if b, err := os.ReadFile(filepath.Join(dir, "suite.json")); err == nil {
		var doc struct{ Cases []entry }
		if err := json.Unmarshal(b, &doc); err != nil {
			return fmt.Errorf("suite.json: %v", err)
		}
		for _, c := range doc.Cases {
			if c.Suite == "A" {
				cases = append(cases, c)
			}
		}
	} else {
		return fmt.Errorf("%s: no suiteA/manifest.json or suite.json", dir)
	}
	var bcs []mhp.BenchCase
	for _, c := range cases {
		jar := filepath.Join(dir, filepath.FromSlash(c.Jar))
		if _, err := os.Stat(jar); err != nil {
			return fmt.Errorf("%s: %v (build the jars with make jars)", c.Name, err)
		}
		cp, _, err := classfile.ForApplication(jar)
		if err != nil {
			return err
		}
		defer cp.Close()
		bc := mhp.BenchCase{Name: c.Name, Prog: static.NewProgram(cp), Main: classfile.InternalName(c.Main)}
		for _, r := range c.Races {
			bc.Races = append(bc.Races, mhp.BenchRace{Var: r.Var, Kind: r.Kind, Sites: r.Sites})
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
			bc.Ref = &mhp.BenchRef{PEGNodes: ref.PEGNodes, MHPPairs: ref.MHPPairs, RW: ref.RW, MM: ref.MM,
				WM: ref.WM, WN: ref.WN, StaticS: ref.StaticS, Coarse: ref.MHPCoarse}
		}
		bcs = append(bcs, bc)
	}
	_, err := mhp.WriteBenchTable(w, bcs)
	return err
}
