package vm

// fnv1a is FNV-1a, 64 bits, as hash/fnv's New64a computes it, with a
// WriteString that hashes a string without converting it to a byte slice
// (StateHash writes a string per reference, and a []byte conversion passed
// through hash.Hash64's Write is an allocation and a copy).
type fnv1a uint64

const (
	fnvOffset64 = 14695981039346656037
	fnvPrime64  = 1099511628211
)

func newFNV() *fnv1a {
	f := fnv1a(fnvOffset64)
	return &f
}

func (f *fnv1a) Write(b []byte) (int, error) {
	h := *f
	for _, c := range b {
		h ^= fnv1a(c)
		h *= fnvPrime64
	}
	*f = h
	return len(b), nil
}

func (f *fnv1a) WriteString(s string) (int, error) {
	h := *f
	for i := 0; i < len(s); i++ {
		h ^= fnv1a(s[i])
		h *= fnvPrime64
	}
	*f = h
	return len(s), nil
}

func (f *fnv1a) Sum64() uint64 { return uint64(*f) }
func (f *fnv1a) Reset()        { *f = fnvOffset64 }
func (f *fnv1a) Size() int     { return 8 }
func (f *fnv1a) BlockSize() int {
	return 1
}

func (f *fnv1a) Sum(in []byte) []byte {
	v := uint64(*f)
	return append(in, byte(v>>56), byte(v>>48), byte(v>>40), byte(v>>32), byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}
