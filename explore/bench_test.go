package explore

import (
	"testing"

	"weft/vm"
)

// BenchmarkExecute measures one execution of a small program on a fresh
// VM: the cost of stateless re-execution.
func BenchmarkExecute(b *testing.B) {
	classes := testClasses(b)
	p := &Program{ClassPath: []string{classes}, Main: "LostUpdate"}
	defer p.Close()
	x := NewExplorer(p, Budget{})
	for b.Loop() {
		if _, err := x.Execute(&vm.FIFO{}); err != nil {
			b.Fatal(err)
		}
	}
}
