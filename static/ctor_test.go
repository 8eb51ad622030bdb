package static

import (
	"fmt"
	"sort"
	"strings"
	"testing"
)

// objectsOf lists the objects of class cls as "name once|multi", sorted.
func objectsOf(a *Analysis, cls string) []string {
	var out []string
	for _, o := range a.Objects {
		if o.Class == cls {
			m := "multi"
			if o.Once {
				m = "once"
			}
			out = append(out, fmt.Sprintf("%s %s", o, m))
		}
	}
	sort.Strings(out)
	return out
}

// TestCtorOwnObjects: the map each worker's field initializer makes is an
// object of its own, made once, as the constructor's call-graph node is
// one per receiver (allocRecv); before, the two were one object taken
// for one runtime object (Once).
func TestCtorOwnObjects(t *testing.T) {
	a := analyzeFigure(t, "OwnFieldMaps")
	got := strings.Join(objectsOf(a, "java/util/HashMap"), ", ")
	if want := "HashMap@OwnFieldMaps.java:11#1 once, HashMap@OwnFieldMaps.java:11#2 once"; got != want {
		t.Errorf("HashMaps: %s, want %s", got, want)
	}
}

// TestCtorRecursive: a constructor that constructs its own class (a
// linked node's next = new Node(n - 1)) terminates: the node its site
// makes for the head stands for every node after it (the chain's own
// site recurs), made by two constructor nodes, so it is not once. Before
// the bound, the receiver-keyed allocations recursed until the Go stack
// overflowed; before receivers keyed them, the node was taken as once.
func TestCtorRecursive(t *testing.T) {
	a := analyzeFigure(t, "CtorChain")
	got := strings.Join(objectsOf(a, "CtorChain$Node"), ", ")
	if want := "Node@CtorChain.java:13 multi, Node@CtorChain.java:19 once"; got != want {
		t.Errorf("Nodes: %s, want %s", got, want)
	}
}

// TestCtorDepth: objects made by constructors of objects made by
// constructors are told apart by at most ctorDepth receivers: each
// Outer's Middles and each Middle's Inners are their own objects, made
// once, while the Leafs that one Middle's two Inners make are one object
// (keyed by the Middle), made by two constructor nodes and so not once.
func TestCtorDepth(t *testing.T) {
	a := analyzeFigure(t, "CtorDepth")
	for _, c := range []struct {
		class string
		n     int
		once  bool
	}{{"CtorDepth$Outer", 2, true}, {"CtorDepth$Middle", 4, true}, {"CtorDepth$Inner", 8, true}, {"CtorDepth$Leaf", 4, false}} {
		objs := objectsOf(a, c.class)
		if len(objs) != c.n {
			t.Errorf("%s: %d objects (%s), want %d", c.class, len(objs), strings.Join(objs, ", "), c.n)
		}
		for _, o := range objs {
			if strings.HasSuffix(o, " once") != c.once {
				t.Errorf("%s, want once %v", o, c.once)
			}
		}
	}
}
