package vm

import "hash/crc32"

// java.util.zip's checksums. Their natives are zlib's crc32 and adler32 over
// a byte array; the classes' initializers load the "zip" library, which is
// modelled here, so ZipUtils.loadLibrary does nothing.
func init() {
	reg("java/util/zip/ZipUtils.loadLibrary()V", noop)
	reg("java/util/zip/CRC32.update(II)I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return uint64(crc32.Update(uint32(a[0]), crc32.IEEETable, []byte{byte(a[1])})), nil
	})
	reg("java/util/zip/CRC32.updateBytes0(I[BII)I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		b, err := v.byteRange(t, a[1], a[2], a[3])
		if err != nil {
			return 0, err
		}
		return uint64(crc32.Update(uint32(a[0]), crc32.IEEETable, b)), nil
	})
	reg("java/util/zip/Adler32.update(II)I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return uint64(adler32Update(uint32(a[0]), []byte{byte(a[1])})), nil
	})
	reg("java/util/zip/Adler32.updateBytes(I[BII)I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		b, err := v.byteRange(t, a[1], a[2], a[3])
		if err != nil {
			return 0, err
		}
		return uint64(adler32Update(uint32(a[0]), b)), nil
	})
}

// byteRange copies len bytes of the byte array arr from off (the Java
// callers have checked the bounds; a bad range still throws).
func (v *VM) byteRange(t *Thread, arr, off, n uint64) ([]byte, error) {
	if arr == 0 {
		return nil, v.throwNew(t, "java/lang/NullPointerException", "")
	}
	s := v.obj(arr).slots
	o, l := int(int32(off)), int(int32(n))
	if o < 0 || l < 0 || o+l > len(s) {
		return nil, v.throwNew(t, "java/lang/ArrayIndexOutOfBoundsException", "")
	}
	b := make([]byte, l)
	for i := range b {
		b[i] = byte(s[o+i])
	}
	return b, nil
}

// adler32Update continues the Adler-32 checksum adler over p, as zlib's
// adler32(adler, p, len) does.
func adler32Update(adler uint32, p []byte) uint32 {
	const mod = 65521
	a, b := adler&0xffff, adler>>16
	for _, x := range p {
		a = (a + uint32(x)) % mod
		b = (b + a) % mod
	}
	return b<<16 | a
}
