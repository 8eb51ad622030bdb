package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"weft/classfile"
	"weft/mhp"
	"weft/static"
)

// benchStatic writes the static-analysis table of suite A (thesis Table
// 4.2, with the documented races' ranks and the filter ablation of Tables
// 4.4/4.5) for the benchmarks directory dir (its suite.json; named by dirFlag), whose jars
// must be built (make jars).
func benchStatic(w io.Writer, dirFlag, dir string) error {
	suite, err := loadSuite(dirFlag, dir)
	if err != nil {
		return err
	}
	var bcs []mhp.BenchCase
	for _, c := range suite.Filter("A") {
		jar := suite.JarPath(c)
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
		var ref mhp.BenchRef
		if json.Unmarshal(c.Reference, &ref) == nil && ref.PEGNodes > 0 {
			bc.Ref = &ref
		}
		bcs = append(bcs, bc)
	}
	_, err = mhp.WriteBenchTable(w, bcs)
	return err
}
