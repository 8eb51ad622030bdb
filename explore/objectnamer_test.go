package explore

import (
	"testing"

	"weft/classfile"
	"weft/vm"
)

// TestObjectNamerVMObject: an object the VM made in a thread without an
// allocation site is named as such, not as its raw id ("main#4@.@0"),
// while the special ids keep their own names.
func TestObjectNamerVMObject(t *testing.T) {
	name := objectNamer(nil)
	for _, c := range []struct {
		id   vm.ObjectID
		want string
	}{
		{vm.ObjectID{Thread: "main", Seq: 4}, "VM object #4 of main"},
		{vm.ObjectID{Thread: "main.2", Seq: 1}, "VM object #1 of main.2"},
		{vm.ObjectID{Seq: 7}, "boot#7"},
		{vm.ObjectID{Thread: "statics", Site: classfile.Site{Class: "a/B"}}, "statics of a/B"},
	} {
		if got := name(c.id); got != c.want {
			t.Errorf("name(%#v) = %q, want %q", c.id, got, c.want)
		}
	}
}
