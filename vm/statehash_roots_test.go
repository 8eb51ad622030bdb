package vm

// Helpers of the state hash's tests.

// eachRoot calls push with every reference the VM holds outside the heap
// (and those of the permanent objects, which survive restores): the
// classes' statics, the threads' objects, monitors, exceptions and frames.
// A frame slot whose type the bytecode tells (frameSlotTypes) is a root
// when it is a reference; a dead slot (exact and unknown) is not; a slot
// of no known type is taken as a reference.
func (v *VM) eachRoot(push func(Ref)) {
	for i := range v.classList {
		if s := v.cs(i).statics; s != 0 {
			push(s)
		}
	}
	v.threadRoots(push)
}

// reached reports whether the last state hash reached h (h from base on).
func (v *VM) reached(h Ref) bool {
	return int(h) >= v.base && int(h)-v.base < len(v.seen) && v.seen[int(h)-v.base] == v.seenEpoch
}
