package explore

import (
	"runtime/debug"
	"testing"
)

// TestBuildInfoVersion: without a version stamped by the Makefile, the
// version is the module's and the VCS revision Go recorded, if any.
func TestBuildInfoVersion(t *testing.T) {
	rev := []debug.BuildSetting{{Key: "vcs.revision", Value: "cd9de24e0a1b2c3d4e5f"}}
	for _, c := range []struct {
		bi   debug.BuildInfo
		want string
	}{
		{debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "(devel)"},
		{debug.BuildInfo{}, "(devel)"},
		{debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: rev}, "(devel) cd9de24e0a1b"},
		{debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}, Settings: append(rev, debug.BuildSetting{Key: "vcs.modified", Value: "true"})}, "v1.2.0 cd9de24e0a1b+dirty"},
	} {
		if got := buildInfoVersion(&c.bi); got != c.want {
			t.Errorf("buildInfoVersion(%+v) = %q, want %q", c.bi, got, c.want)
		}
	}
	old := BuildVersion
	defer func() { BuildVersion = old }()
	BuildVersion = "v0.15-3-gcd9de24-dirty"
	if got := Version(); got != "weft v0.15-3-gcd9de24-dirty" {
		t.Errorf("Version() = %q with BuildVersion set", got)
	}
}
