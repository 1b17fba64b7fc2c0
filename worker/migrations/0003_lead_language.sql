-- The language of the page a lead was sent from (`en`, `de`, `ar`): the notification says which
-- language the visitor wrote in, so that the reply can be written in it. Leads stored before
-- the site had other languages were all sent from English pages.
ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
