package unfold

import (
	"fmt"
	"math/rand"
	"testing"

	"weft/classfile"
	"weft/vm"
)

// keyOf interns: equal keys get one index, different keys different
// ones, and keyAt names it back, whatever its cache holds (many keys
// share a slot here; some differ only in a string's contents).
func TestKeyOfInterns(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	n := newNet(false)
	byName := map[string]int32{}
	seen := map[int32]string{}
	for i := 0; i < 20000; i++ {
		// few distinct values, so that keys repeat and collide
		v := vkey{
			obj:    vm.ObjectID{Thread: fmt.Sprint("main.", rng.Intn(3)), Site: classfile.Site{Class: []string{"a/B", "a/C"}[rng.Intn(2)], Method: "run", PC: rng.Intn(4)}, Seq: rng.Intn(3)},
			hasObj: rng.Intn(4) > 0,
			field:  []string{"a/B.x", "a/B.y", "#lock", "#alive", ""}[rng.Intn(5)],
			index:  rng.Intn(3) - 1,
		}
		name := fmt.Sprintf("%#v", v)
		k := n.keyOf(v)
		if k <= 0 || n.keyAt(k) != v {
			t.Fatalf("keyOf(%s) = %d, which names %#v", name, k, n.keyAt(k))
		}
		if old, ok := byName[name]; ok && old != k {
			t.Fatalf("keyOf(%s) = %d, earlier %d", name, k, old)
		}
		if other, ok := seen[k]; ok && other != name {
			t.Fatalf("keyOf(%s) = %d, also the index of %s", name, k, other)
		}
		byName[name], seen[k] = k, name
	}
	if len(byName) < 500 || len(n.keyList) != len(byName)+1 {
		t.Errorf("%d distinct keys, %d interned", len(byName), len(n.keyList)-1)
	}
}
