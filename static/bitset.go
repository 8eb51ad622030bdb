package static

import "math/bits"

// Bitset is a growable set of small non-negative integers. Points-to sets
// (object ids) use it here; package mhp uses it for the node sets of the
// MHP data-flow equations.
type Bitset []uint64

// Has reports whether i is in s.
func (s Bitset) Has(i int) bool {
	w := i >> 6
	return w < len(s) && s[w]&(1<<(uint(i)&63)) != 0
}

// Add inserts i and reports whether s changed.
func (s *Bitset) Add(i int) bool {
	w := i >> 6
	for w >= len(*s) {
		*s = append(*s, 0)
	}
	m := uint64(1) << (uint(i) & 63)
	if (*s)[w]&m != 0 {
		return false
	}
	(*s)[w] |= m
	return true
}

// Remove deletes i.
func (s Bitset) Remove(i int) {
	if w := i >> 6; w < len(s) {
		s[w] &^= 1 << (uint(i) & 63)
	}
}

// UnionWith adds every element of t and reports whether s changed.
func (s *Bitset) UnionWith(t Bitset) bool {
	for len(*s) < len(t) {
		*s = append(*s, 0)
	}
	changed := false
	for i, w := range t {
		if n := (*s)[i] | w; n != (*s)[i] {
			(*s)[i] = n
			changed = true
		}
	}
	return changed
}

// IntersectWith keeps only the elements also in t.
func (s Bitset) IntersectWith(t Bitset) {
	for i := range s {
		if i < len(t) {
			s[i] &= t[i]
		} else {
			s[i] = 0
		}
	}
}

// DifferenceWith removes the elements of t.
func (s Bitset) DifferenceWith(t Bitset) {
	for i := range s {
		if i < len(t) {
			s[i] &^= t[i]
		}
	}
}

// Intersects reports whether s and t share an element.
func (s Bitset) Intersects(t Bitset) bool {
	n := min(len(s), len(t))
	for i := 0; i < n; i++ {
		if s[i]&t[i] != 0 {
			return true
		}
	}
	return false
}

// Equal reports whether s and t hold the same elements.
func (s Bitset) Equal(t Bitset) bool {
	n := max(len(s), len(t))
	for i := 0; i < n; i++ {
		var a, b uint64
		if i < len(s) {
			a = s[i]
		}
		if i < len(t) {
			b = t[i]
		}
		if a != b {
			return false
		}
	}
	return true
}

// Len returns the number of elements.
func (s Bitset) Len() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// Clone returns a copy of s.
func (s Bitset) Clone() Bitset { return append(Bitset(nil), s...) }

// Elems calls yield for each element in increasing order.
func (s Bitset) Elems(yield func(int) bool) {
	for i, w := range s {
		for w != 0 {
			b := bits.TrailingZeros64(w)
			if !yield(i<<6 + b) {
				return
			}
			w &= w - 1
		}
	}
}

// Slice returns the elements in increasing order.
func (s Bitset) Slice() []int {
	var out []int
	for e := range s.Elems {
		out = append(out, e)
	}
	return out
}
