package vsched

import (
	"reflect"
	"strings"
	"testing"

	"weft/classfile"
	"weft/vm"
)

// sameAccess is == on vm.Access: equal for equal values whose strings are
// other copies of the same bytes, different when any one field (every
// leaf of the struct, found by reflection, so a field added to vm.Access
// and not to sameAccess fails here) differs.
func TestSameAccess(t *testing.T) {
	site := func(c, m string, pc int) classfile.Site { return classfile.Site{Class: c, Method: m, PC: pc} }
	a := vm.Access{Thread: 3, Kind: vm.KWrite, HasObj: true, Field: "p/C.f", Index: 2, Volatile: true, Width: 4, Op: true,
		Obj:  vm.ObjectID{Thread: "main", Site: site("p/C", "run()V", 7), Seq: 5},
		Site: site("java/util/HashMap", "put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;", 12),
		User: site("p/C", "add()V", 9), Pos: "C.java:14"}
	// A deep copy whose strings are other bytes.
	b := a
	cloneStrings(reflect.ValueOf(&b).Elem())
	if !sameAccess(&a, &b) || !sameAccess(&b, &a) || !sameAccess(&a, &a) {
		t.Fatalf("equal accesses differ: %v", a)
	}
	n := 0
	var each func(v reflect.Value, path string)
	each = func(v reflect.Value, path string) {
		if v.Kind() == reflect.Struct {
			for i := 0; i < v.NumField(); i++ {
				each(v.Field(i), path+"."+v.Type().Field(i).Name)
			}
			return
		}
		c := a
		f := reflect.ValueOf(&c).Elem().FieldByIndex(fieldIndex(t, reflect.TypeOf(c), path))
		switch f.Kind() {
		case reflect.String:
			f.SetString(f.String() + "x")
		case reflect.Bool:
			f.SetBool(!f.Bool())
		case reflect.Int, reflect.Int64, reflect.Int32:
			f.SetInt(f.Int() + 1)
		case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uint:
			f.SetUint(f.Uint() + 1)
		default:
			t.Fatalf("vm.Access%s: a %v, which TestSameAccess does not change", path, f.Kind())
		}
		n++
		if a == c {
			t.Fatalf("vm.Access%s: changing it left the access equal", path)
		}
		if sameAccess(&a, &c) || sameAccess(&c, &a) {
			t.Errorf("vm.Access%s differs, sameAccess says equal", path)
		}
		// The same length, other bytes: compared, not only the lengths.
		if f.Kind() == reflect.String && f.Len() > 1 {
			s := f.String()
			f.SetString(s[:len(s)-2] + "y")
			if sameAccess(&a, &c) {
				t.Errorf("vm.Access%s: same length, other bytes, sameAccess says equal", path)
			}
		}
	}
	each(reflect.ValueOf(a), "")
	if n < 20 {
		t.Fatalf("only %d fields changed", n)
	}
}

// fieldIndex is the index path of a dotted field path (".Site.PC").
func fieldIndex(t *testing.T, typ reflect.Type, path string) []int {
	var idx []int
	for _, name := range strings.Split(path[1:], ".") {
		f, ok := typ.FieldByName(name)
		if !ok {
			t.Fatalf("no field %s in %v", name, typ)
		}
		idx = append(idx, f.Index...)
		typ = f.Type
	}
	return idx
}

// cloneStrings gives every string under v bytes of its own.
func cloneStrings(v reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			cloneStrings(v.Field(i))
		}
	case reflect.String:
		v.SetString(strings.Clone(v.String()))
	}
}
