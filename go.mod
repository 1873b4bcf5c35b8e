module github.com/cubist/cubist

go 1.26.8
