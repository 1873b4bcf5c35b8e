// Package mesh turns polycube pieces into triangle meshes for 3D
// printing: the faces between two cubes of a piece are left out, so the
// mesh is the piece's outer surface, closed, with outward normals.
package mesh
