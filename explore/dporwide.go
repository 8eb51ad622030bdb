package explore

import "weft/vm"

// wideBytes returns, for an access a of several elements of a byte[] (an
// Unsafe getInt or putLong of a byte[], a heap ByteBuffer's, or a
// byte-array view VarHandle's: vm.Access.Width), the accesses of its
// elements after the first, appended to buf: the event names only the
// first, and dpor keys an array access by its index, so a plain load of
// another of its bytes would be independent of it.
func wideBytes(buf []vm.Access, a *vm.Access) []vm.Access {
	if a.Width <= 1 || (a.Kind != vm.KArrayRead && a.Kind != vm.KArrayWrite) {
		return buf
	}
	for k := 1; k < int(a.Width); k++ {
		b := *a
		b.Index, b.Width = a.Index+k, 0
		buf = append(buf, b)
	}
	return buf
}
