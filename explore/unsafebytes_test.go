package explore

import "testing"

// TestUnsafeArrayElement: an Unsafe access of an array element (here a
// heap ByteBuffer's putInt, a wide put on its byte[]) is an access of
// that element (vm: unsafeAccess), so dpor orders it with a plain load
// of the element. Before, it was an access of the array's field "",
// independent of main's get(0): dpor ran one order and called UnsafeBytes
// exhausted.
func TestUnsafeArrayElement(t *testing.T) {
	for _, s := range []string{"dpor", "dfs"} {
		p := testProgram(t, "UnsafeBytes")
		r, _, err := Explore(p, Config{Strategy: s, Budget: testBudget})
		if err != nil {
			t.Fatal(err)
		}
		if r.Bug == nil || r.Bug.Kind != KindException {
			t.Errorf("%s: bug %v after %s (%s), want the IllegalStateException", s, r.Bug, r.Counters, r.Exhausted)
		}
		p = testProgram(t, "UnsafeBytes")
		p.Args = []string{"fixed"}
		if r, _, err = Explore(p, Config{Strategy: s, Budget: testBudget}); err != nil {
			t.Fatal(err)
		}
		if r.Bug != nil {
			t.Errorf("%s: fixed variant: false alarm %v", s, r.Bug)
		}
	}
}

// TestUnsafeWideBytes: a heap ByteBuffer's putInt(0, …) writes bytes 0
// to 3 of its byte[] through one Unsafe putInt, an event on byte 0 whose
// vm.Access.Width is 4; dpor takes it as an access of each of the four
// (wideBytes), so main's plain read of byte 2 is ordered with it either
// way (UnsafeWide). Before, the put was an access of byte 0 alone,
// independent of the read: dpor called the program exhausted.
func TestUnsafeWideBytes(t *testing.T) {
	bugAndFixed(t, "dpor", "UnsafeWide", nil, "IllegalStateException", testBudget, false)
}
