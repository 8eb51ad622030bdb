package classfile

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// jdkProviders caches the JDK modules' `provides` by service, one table
// for each JDK source (a run-time image or a set of jmods) that class
// paths share.
var jdkProviders sync.Map // Source -> *providerTable

type providerTable struct {
	once sync.Once
	by   map[string][]string
	err  error // the JDK's modules are not listed (jdkModules)
}

// JDKProviders lists the service providers the JDK's modules declare for
// service (an internal name, java/util/spi/ToolProvider), in the order of
// the modules in the JDK's release file's MODULES line (the java
// launcher's boot layer) and of each module-info's `provides ... with`
// list, as internal names; nil when the class path has no JDK, an error
// when the JDK's release file does not list its modules. It reads each
// module's module-info once for each JDK.
func (cp *ClassPath) JDKProviders(service string) ([]string, error) {
	src, home := cp.jdkSource()
	if src == nil {
		return nil, nil
	}
	e, _ := jdkProviders.LoadOrStore(src, &providerTable{})
	pt := e.(*providerTable)
	pt.once.Do(func() {
		pt.by = map[string][]string{}
		mods, err := jdkModules(home)
		if err != nil {
			pt.err = err
			return
		}
		for _, m := range mods {
			data, ok := cp.JDKResource(m, "module-info.class")
			if !ok {
				continue
			}
			for svc, impls := range moduleProvides(data) {
				pt.by[svc] = append(pt.by[svc], impls...)
			}
		}
	})
	return pt.by[service], pt.err
}

// jdkSource is the class path's JDK source (the one JDKResource reads) and
// the JDK's home directory: the run-time image's lib/modules or the
// jmods directory is in it.
func (cp *ClassPath) jdkSource() (Source, string) {
	for _, s := range cp.Sources {
		if b, ok := s.(*sharedBase); ok {
			s = b.Source
		}
		switch s := s.(type) {
		case *JImage:
			return s, filepath.Dir(filepath.Dir(s.Path))
		case *jmodSet:
			return s, filepath.Dir(s.dir)
		}
	}
	return nil, ""
}

// jdkModules lists the modules of the JDK at home as its release file
// names them (MODULES="java.base java.compiler ..."): the modules the
// java launcher's boot layer has, in an order ServiceLoader's follows.
// Every JDK build and jlink image writes that file; without it the
// providers' set and order are unknown, and an error says so (another
// JDK's list, the running one's, would name modules this one lacks and
// miss some it has).
func jdkModules(home string) ([]string, error) {
	rel := filepath.Join(home, "release")
	b, err := os.ReadFile(rel)
	if err != nil {
		return nil, fmt.Errorf("the JDK at %s has no release file (%v): weft reads the modules whose service providers ServiceLoader gives from its MODULES line", home, err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "MODULES="); ok {
			return strings.Fields(strings.Trim(strings.TrimSpace(v), `"`)), nil
		}
	}
	return nil, fmt.Errorf("the JDK's release file %s has no MODULES line: weft reads the modules whose service providers ServiceLoader gives from it", rel)
}

// moduleProvides reads the provides table of a module-info class file's
// Module attribute (JVMS 4.7.25): service -> implementations, internal
// names. A malformed attribute gives what was read before the fault.
func moduleProvides(moduleInfo []byte) map[string][]string {
	cf, err := Parse(moduleInfo, "module-info.class")
	if err != nil {
		return nil
	}
	out := map[string][]string{}
	for _, a := range cf.Attributes {
		if a.Name != "Module" {
			continue
		}
		d := a.Data
		off := 0
		u2 := func() (int, bool) {
			if off+2 > len(d) {
				return 0, false
			}
			v := int(binary.BigEndian.Uint16(d[off:]))
			off += 2
			return v, true
		}
		skip := func(n int) bool { off += n; return off <= len(d) }
		className := func(i int) (string, bool) {
			if i <= 0 || i >= len(cf.CP) || cf.CP[i].Tag != TagClass {
				return "", false
			}
			return cf.CP.ClassName(uint16(i)), true
		}
		if !skip(6) { // name, flags, version
			return out
		}
		n, ok := u2() // requires: index, flags, version
		if !ok || !skip(6*n) {
			return out
		}
		for range 2 { // exports, then opens: index, flags, to_count, to[]
			n, ok := u2()
			if !ok {
				return out
			}
			for range n {
				if !skip(4) {
					return out
				}
				to, ok := u2()
				if !ok || !skip(2*to) {
					return out
				}
			}
		}
		if n, ok = u2(); !ok || !skip(2*n) { // uses
			return out
		}
		if n, ok = u2(); !ok {
			return out
		}
		for range n {
			si, ok1 := u2()
			w, ok2 := u2()
			if !ok1 || !ok2 {
				return out
			}
			svc, ok := className(si)
			for range w {
				ii, ok3 := u2()
				if !ok3 {
					return out
				}
				if impl, ok4 := className(ii); ok && ok4 {
					out[svc] = append(out[svc], impl)
				}
			}
		}
	}
	return out
}
