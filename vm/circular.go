package vm

import (
	"strings"

	"weft/classfile"
)

// circularity reports a class that is its own superclass or superinterface
// (possible only with class files compiled separately), which java rejects
// with ClassCircularityError: loading it would recurse forever. Classes
// already loaded are acyclic, so the walk stops at them.
func (v *VM) circularity(name string, cf *classfile.ClassFile) error {
	path := []string{name}
	onPath := map[string]bool{name: true}
	done := map[string]bool{}
	var walk func(cf *classfile.ClassFile) error
	walk = func(cf *classfile.ClassFile) error {
		for _, s := range append([]string{cf.Super}, cf.Interfaces...) {
			if s == "" || v.classes[s] != nil || done[s] {
				continue
			}
			if onPath[s] {
				var names []string
				for _, p := range append(path, s) {
					names = append(names, classfile.DottedName(p))
				}
				return vmErrorf("java.lang.ClassCircularityError: %s (%s)", classfile.DottedName(s), strings.Join(names, " → "))
			}
			sc, err := v.cp.Lookup(s)
			if err != nil {
				continue // reported when the class itself is loaded
			}
			path = append(path, s)
			onPath[s] = true
			if err := walk(sc); err != nil {
				return err
			}
			path = path[:len(path)-1]
			onPath[s] = false
			done[s] = true
		}
		return nil
	}
	return walk(cf)
}
