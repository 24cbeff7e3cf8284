//go:build tools

package tools

import _ "github.com/criyle/go-judge/cmd/go-judge"
