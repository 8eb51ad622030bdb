package vm

import (
	"hash/fnv"
	"os"
)

// File attributes (Files.readAttributes, getLastModifiedTime, size,
// isSameFile, the POSIX view) over the VM's files: the JDK's Unix provider
// fills a UnixFileAttributes with stat or lstat, modelled here from the
// VM's view of the path (the overlay, else the disk snapshot). Every
// file's times are the VM clock's epoch (Nov 14, 2023 22:13:20 UTC, the
// time System.currentTimeMillis starts at), the same in every run: the
// snapshot does not keep the disk's; its inode is a hash of its absolute
// path, its owner and group 0. Symbolic links are not told apart (lstat
// is stat).
func init() {
	stat := func(v *VM, t *Thread, a []uint64) (uint64, error) {
		p, err := v.readPath(t, a[0])
		if err != nil {
			return 0, err
		}
		k := v.kind(p)
		if !k.exists {
			return 0, v.unixException(t, 2) // ENOENT
		}
		mode := uint64(k.mode.Perm())
		switch {
		case k.dir:
			mode |= 0o040000
			if k.over {
				mode = 0o040755
			}
		case k.mode&os.ModeDevice != 0:
			mode |= 0o020000
		default:
			mode |= 0o100000
		}
		size := uint64(v.fileSize(p))
		if k.dir {
			size = 4096
		}
		ac := v.mustClass("sun/nio/fs/UnixFileAttributes")
		secs := uint64(epochMillis / 1000)
		for name, x := range map[string]uint64{"st_mode": mode, "st_ino": inode(p), "st_dev": 1, "st_nlink": 1,
			"st_size": size, "st_atime_sec": secs, "st_mtime_sec": secs, "st_ctime_sec": secs} {
			v.setField(a[1], ac, name, x)
		}
		return 0, nil
	}
	reg("sun/nio/fs/UnixNativeDispatcher.stat(Lsun/nio/fs/UnixPath;Lsun/nio/fs/UnixFileAttributes;)V", stat)
	reg("sun/nio/fs/UnixNativeDispatcher.lstat(Lsun/nio/fs/UnixPath;Lsun/nio/fs/UnixFileAttributes;)V", stat)
}

// inode is the VM's inode number of the file at absolute path p: a hash
// of the path.
func inode(p string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(p))
	return h.Sum64() >> 1
}

// readPath is the absolute path of Path object path (pathOf), after the
// read of its file event.
func (v *VM) readPath(t *Thread, path Ref) (abs string, err error) {
	_, abs, err = v.pathOf(t, path)
	if err != nil {
		return "", err
	}
	return abs, v.fileOp(t, fileRead(abs))
}
