package classfile

import (
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Resource is a file of a class-path directory or jar that a program asks
// its class loader for (ClassLoader.getResource): a class file or any
// other file.
type Resource struct {
	// Base is the directory's or the jar's canonical path (absolute,
	// symbolic links resolved), as java's class path names it in a URL.
	Base string
	// Name is the resource's name: the file's path under the directory,
	// or the jar entry's name.
	Name string
	// Jar is true for a jar entry.
	Jar   bool
	arch  *Archive
	entry string // the jar entry: Name, or Name + "/" for a directory
}

// Read returns the resource's bytes: a directory's file as it is on disk
// now, a jar entry as the opened jar has it.
func (r Resource) Read() ([]byte, error) {
	if !r.Jar {
		return os.ReadFile(filepath.Join(r.Base, filepath.FromSlash(r.Name)))
	}
	e := r.entry
	if e == "" {
		e = r.Name
	}
	zf := r.arch.entries()[e]
	if zf == nil {
		return nil, fmt.Errorf("%s!/%s: no such entry", r.arch.Path, r.Name)
	}
	if zf.UncompressedSize64 > maxClassSize {
		return nil, fmt.Errorf("%s!/%s: %d bytes, too large", r.arch.Path, r.Name, zf.UncompressedSize64)
	}
	rc, err := zf.Open()
	if err != nil {
		return nil, fmt.Errorf("%s!/%s: %v", r.arch.Path, r.Name, err)
	}
	defer rc.Close()
	b, err := io.ReadAll(rc)
	if err != nil {
		return nil, fmt.Errorf("%s!/%s: corrupt jar entry: %v", r.arch.Path, r.Name, err)
	}
	return b, nil
}

// resource looks name up in a directory as java's class path does
// (URLClassPath.FileLoader): a name that starts with "/" or leaves the
// directory through ".." is not there; a directory is found as a file is.
func (d *Dir) resource(name string) (Resource, bool) {
	if name == "" || strings.HasPrefix(name, "/") {
		return Resource{}, false
	}
	clean := path.Clean(name)
	if clean == ".." || strings.HasPrefix(clean, "../") {
		return Resource{}, false
	}
	base := d.canon()
	if _, err := os.Stat(filepath.Join(base, filepath.FromSlash(clean))); err != nil {
		return Resource{}, false
	}
	return Resource{Base: base, Name: clean}, true
}

// resource looks name up among a jar's entries as java's JarFile.getEntry
// does: the entry of that name, or the directory entry name + "/".
// A jmod's entries are not the program's resources.
func (a *Archive) resource(name string) (Resource, bool) {
	if a.prefix != "" || name == "" {
		return Resource{}, false
	}
	n := name
	if es := a.entries(); es[n] == nil {
		if es[n+"/"] == nil {
			return Resource{}, false
		}
		n += "/"
	}
	return Resource{Base: a.canon(), Name: name, Jar: true, arch: a, entry: n}, true
}

// canonical is p absolute with its symbolic links resolved, as
// java.io.File.getCanonicalPath gives it (p itself if that fails).
func canonical(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	if r, err := filepath.EvalSymlinks(p); err == nil {
		p = r
	}
	return p
}

// FindResources returns the resources of the given name in the class
// path's directories and jars, in class-path order (the JDK's modules are
// not searched: their resources are not the program's).
func (cp *ClassPath) FindResources(name string) []Resource {
	var rs []Resource
	for _, s := range cp.Sources {
		var r Resource
		var ok bool
		switch s := s.(type) {
		case *Dir:
			r, ok = s.resource(name)
		case *Archive:
			r, ok = s.resource(name)
		}
		if ok {
			rs = append(rs, r)
		}
	}
	return rs
}

// JarResource returns the entry name of the jar whose canonical path is
// jar: onPath is false if no jar of the class path is that one, found
// false if the jar has no such entry.
func (cp *ClassPath) JarResource(jar, name string) (r Resource, found, onPath bool) {
	for _, s := range cp.Sources {
		if a, ok := s.(*Archive); ok && a.prefix == "" && a.canon() == jar {
			if a.entries()[name] == nil {
				return Resource{}, false, true
			}
			return Resource{Base: jar, Name: name, Jar: true, arch: a}, true, true
		}
	}
	return Resource{}, false, false
}

// JDKResource returns the bytes of the resource name (a path such as
// "java/lang/Object.class") of the JDK module module, from the run-time
// image or the module's jmod; ok=false if the module has no such
// (uncompressed) resource.
func (cp *ClassPath) JDKResource(module, name string) ([]byte, bool) {
	for _, s := range cp.Sources {
		if b, ok := s.(*sharedBase); ok {
			s = b.Source
		}
		switch s := s.(type) {
		case *JImage:
			return s.resource("/" + module + "/" + name)
		case *jmodSet:
			a := s.base
			if filepath.Base(a.Path) != module+".jmod" {
				s.open()
				a = nil
				for _, o := range s.others {
					if filepath.Base(o.Path) == module+".jmod" {
						a = o
					}
				}
			}
			if a == nil || a.entries()["classes/"+name] == nil {
				return nil, false
			}
			return Resource{Name: "classes/" + name, Jar: true, arch: a}.readOK()
		}
	}
	return nil, false
}

func (r Resource) readOK() ([]byte, bool) {
	b, err := r.Read()
	return b, err == nil
}

// ProgramPath is the class path's directories and jars (not the JDK's
// modules) as java's java.class.path names them: their paths joined by
// ":".
func (cp *ClassPath) ProgramPath() string {
	var ps []string
	for _, s := range cp.ProgramSources() {
		ps = append(ps, s.String())
	}
	return strings.Join(ps, string(filepath.ListSeparator))
}

// ProgramSources is the class path's directories and jars, without the
// JDK's modules.
func (cp *ClassPath) ProgramSources() []Source {
	var ss []Source
	for _, s := range cp.Sources {
		switch a := s.(type) {
		case *Dir:
			ss = append(ss, s)
		case *Archive:
			if a.prefix == "" {
				ss = append(ss, s)
			}
		}
	}
	return ss
}
