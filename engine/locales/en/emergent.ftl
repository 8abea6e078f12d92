# emergent: messages for labels, views, scenes and events (filled as the game moves to the catalogs).
