package vm

import (
	"bytes"
	"hash/fnv"
	"math/rand"
	"testing"
)

// fnv1a hashes exactly as hash/fnv's FNV-1a does, through Write and
// WriteString alike (StateHash's values must not change with it).
func TestFNV1aMatchesHashFNV(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for n := 0; n < 200; n++ {
		want, got := fnv.New64a(), newFNV()
		for k := rng.Intn(6); k >= 0; k-- {
			b := make([]byte, rng.Intn(40))
			rng.Read(b)
			want.Write(b)
			if k%2 == 0 {
				got.Write(b)
			} else {
				got.WriteString(string(b))
			}
		}
		if want.Sum64() != got.Sum64() || !bytes.Equal(want.Sum([]byte{1}), got.Sum([]byte{1})) {
			t.Fatalf("case %d: fnv1a %x, hash/fnv %x", n, got.Sum64(), want.Sum64())
		}
	}
	f := newFNV()
	f.WriteString("x")
	f.Reset()
	if f.Sum64() != fnv.New64a().Sum64() || f.Size() != 8 || f.BlockSize() != 1 {
		t.Errorf("Reset, Size or BlockSize differ from hash/fnv's")
	}
}
