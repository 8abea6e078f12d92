# spiel-des-jahres: messages for labels, views, scenes and events (filled as the game moves to the catalogs).
