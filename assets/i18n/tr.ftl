# XOX, Türkçe: en.ftl'deki her mesaj, aynı sırayla.

game-title = XOX

## Names: the players' names until they type their own, and the computer's.

name-computer = Bilgisayar
name-computer-numbered = Bilgisayar { $number }
name-player = Oyuncu { $number }

## Settings sheet

settings-title = Ayarlar
settings-language = Dil
settings-language-system = Sistem ({ $language })
settings-language-note = Sen bir dil seçene kadar sistemin dili kullanılır.
settings-board = Tahta
settings-think = Ultimate'te İmkânsız seviyenin düşünme süresi
settings-think-note = Süre uzadıkça daha güçlü oynar.
settings-first = Kim başlar (X ile oynar)
settings-clock = Kurduğun odada hamle süresi
settings-clock-note = Her hamle bu süre içinde yapılmalı, yoksa tur kaybedilir. Hızlı eşleşmede süre hep 30 saniyedir.
settings-look = Görünüm
settings-look-note = Sen bir seçim yapana kadar sistemin ayarı kullanılır.
settings-sound = Ses
settings-sound-effects = Ses efektleri
settings-volume = Ses düzeyi
settings-volume-value = %{ $percent }
settings-labels = Tahta etiketleri
settings-labels-classic = Karelerin numaralarını hep göster
settings-labels-four = Karelerin adlarını hep göster (a1'den d4'e)
settings-labels-five = Karelerin adlarını hep göster (a1'den e5'e)
settings-labels-ultimate = Karelerin numaralarını hep göster (tahta ve kare)
settings-labels-misere = Karelerin numaralarını hep göster
settings-labels-qubic = Noktaların adlarını hep göster (katman, sonra a1–d4)
settings-labels-note = Sayı ya da ok tuşlarıyla oynarken de görünürler.
settings-server = Oyun sunucusu
settings-names = İsimler
settings-player-one = Oyuncu 1
settings-player-two = Oyuncu 2
settings-your-name = Adın
settings-name-limit = İsimler en fazla { $count } karakter olabilir
settings-first-random = Rastgele
settings-first-take-turns = Sırayla
settings-first-me = Ben
settings-first-my-friend = Arkadaşım
settings-first-computer = Bilgisayar

## Choices

mode-human-vs-human = İnsan - İnsan
mode-human-vs-computer = İnsan - Bilgisayar
mode-computer-vs-computer = Bilgisayar - Bilgisayar
mode-online = Çevrimiçi
difficulty-easy = Kolay
difficulty-medium = Orta
difficulty-impossible = İmkânsız
board-short-classic = 3 x 3
board-short-four = 4 x 4
board-short-five = 5 x 5
board-short-ultimate = Ultimate
board-short-misere = Ters XOX
board-short-qubic = Qubic
board-short-notakto = Notakto
board-classic = 3 x 3, üçünü sıraya diz
board-four = 4 x 4, dördünü sıraya diz
board-five = 5 x 5, dördünü sıraya diz
board-ultimate = Ultimate: bir tahtada dokuz tahta. Oynadığın kare rakibini o tahtaya gönderir; üç tahtayı sıraya dizen kazanır
board-misere = Ters XOX: 3 x 3, üçünü sıraya dizen kaybeder
board-qubic = Qubic: 4 x 4 x 4, küpün 76 hattından birinde dördünü sıraya diz
board-notakto = Notakto: 3 x 3, iki oyuncu da X koyar, üçünü sıraya dizen kaybeder
think-quick = Hızlı
think-one-second = 1 saniye
think-five-seconds = 5 saniye
clock-none = Süre yok
clock-seconds = { $seconds } sn
theme-light = Açık
theme-dark = Koyu
theme-high-contrast = Yüksek kontrast



## Title screen

title-settings = Ayarlar
title-statistics = İstatistikler
# Her oynama biçiminin kartında, altında.
title-blurb-human-vs-human = İki oyuncu, tek cihaz
title-blurb-human-vs-computer = Bilgisayara karşı sen
title-blurb-computer-vs-computer = İki bilgisayarın maçını izle
title-blurb-online = Herkesle ya da kodla arkadaşınla
title-strength = Bilgisayarın seviyesi
# Maç sürerken Başla'nın altında; $count oynanan tur sayısı.
title-session-rounds = { $count ->
    [one] Bu oturumda { $count } tur oynandı: skor aynı oyuncularla devam ediyor
   *[other] Bu oturumda { $count } tur oynandı: skor aynı oyuncularla devam ediyor
    }

# Başla'nın altındaki maç özeti: "3 x 3 tahta · sen başlıyorsun".
# $board tahta ("3 x 3 tahta" ya da "Ultimate"); $first aşağıdaki title-first- ifadelerinden biri.
title-summary = { $board } · { $first }
# Çevrimiçi, oyuncunun kuracağı odanın seçimleri; $seconds hamle başına süre.
title-summary-room = { $board } · kurduğun oda: { $first }, { $seconds } sn
title-summary-room-no-clock = { $board } · kurduğun oda: { $first }, süre yok
# $board tahtanın boyutu ("3 x 3").
title-summary-board = { $board } tahta
title-first-random = başlayan rastgele seçilir
title-first-take-turns = oyuncular sırayla başlıyor
# Çevrimiçi: odayı kuran oyuncu.
title-first-maker = odayı kuran başlıyor
title-first-friend = katılan arkadaşın başlıyor
title-first-you = sen başlıyorsun
title-first-computer = bilgisayar başlıyor
title-first-named = { $name } başlıyor
# Ayarlar sayfasını açar.
title-change = Değiştir…

# Çevrimiçi. $code odanın kodu ("KXMTRAB").
title-back-to-room = Oyununa dön (oda { $code })
title-stop-looking = Aramayı durdur
title-play-the-computer = Bilgisayarla oyna
title-quick-match = Hızlı eşleşme
# Düğme, hızlı eşleşmenin yeniden istenebileceği ana kadar geri sayar; $time dakika ve saniye, "1:05".
title-quick-match-in = Hızlı eşleşme: { $time } sonra
title-quick-match-note = Senin tahtanda oyun arayan başka biriyle puanlı oyna.
title-play-a-friend = Ya da arkadaşınla oyna
title-create-room = Oda kur
title-create-room-note = Tahta, ilk hamle ve süre seçimlerin geçerli olur; arkadaşın odanın koduyla ya da bağlantısıyla katılır.
title-join-note = Ya da arkadaşının odasına koduyla katıl veya odayı izle:
# Boş kod alanında gösterilir; kodun kendisi olduğu gibi kalır.
title-code-hint = Kod, örneğin KXMTRAB
title-room-code = Oda kodu
title-join = Katıl
title-watch = İzle

# İstatistikler sayfası.
title-stats-title = İstatistikler
title-stats-none = Henüz biten tur yok.
title-stats-won = Galibiyet
title-stats-lost = Yenilgi
title-stats-drawn = Beraberlik
title-stats-best-streak = En iyi seri
title-stats-whose = Galibiyet ve yenilgi ilk oyuncunun sonuçlarıdır: bilgisayara karşı oyunlarda bu oyuncu sensin.
title-stats-reset-question = Tüm istatistikler sıfırlansın mı? Bu geri alınamaz.
title-stats-reset-yes = Evet, sıfırla
title-stats-reset-no = Hayır, kalsın
title-stats-reset = İstatistikleri sıfırla…

# Sıralama: ana menüdeki düğme ve sayfanın başlığı.
title-leaderboard = Sıralama
title-leaderboard-asking = Oyun sunucusuna soruluyor…
title-leaderboard-try-again = Tekrar dene
# Bu cihazın yeri: $place sırası, $rating puanı ("1523", kesin değilken "1500?"), $games puanlı oyun sayısı.
title-leaderboard-you = { $games ->
    [one] Sen: #{ $place }, { $games } puanlı oyundan sonra { $rating } puan
   *[other] Sen: #{ $place }, { $games } puanlı oyundan sonra { $rating } puan
    }
# Henüz sıralamada değil: $needs daha kaç farklı rakip gerektiği.
title-leaderboard-you-unranked = { $games ->
    [one] Sen: { $games } puanlı oyundan sonra { $rating } puan
   *[other] Sen: { $games } puanlı oyundan sonra { $rating } puan
    }; { $needs ->
    [one] sıralamaya girmek için { $needs } farklı rakiple daha oyna
   *[other] sıralamaya girmek için { $needs } farklı rakiple daha oyna
    }
title-leaderboard-you-none = Bu tahtada henüz puanlı oyunun yok: hızlı eşleşme puanlıdır.
# $count sıralamaya girmek için gereken farklı rakip sayısı.
title-leaderboard-nobody = { $count ->
    [one] Bu tahtada henüz sıralamada kimse yok. Oyuncular { $count } farklı rakiple puanlı oyun oynadıktan sonra sıralamaya girer.
   *[other] Bu tahtada henüz sıralamada kimse yok. Oyuncular { $count } farklı rakiple puanlı oyun oynadıktan sonra sıralamaya girer.
    }
# Aynısı, oyuncunun kendi puanında soru işareti varken.
title-leaderboard-nobody-provisional = { $count ->
    [one] Bu tahtada henüz sıralamada kimse yok. Oyuncular { $count } farklı rakiple puanlı oyun oynadıktan sonra sıralamaya girer. Puanındaki soru işareti, kesin bir puan için oyun sayısının henüz az olduğunu gösterir.
   *[other] Bu tahtada henüz sıralamada kimse yok. Oyuncular { $count } farklı rakiple puanlı oyun oynadıktan sonra sıralamaya girer. Puanındaki soru işareti, kesin bir puan için oyun sayısının henüz az olduğunu gösterir.
    }
# Tablonun başlıkları: sıra, isim, puan, puanlı oyunlar.
title-leaderboard-place = #
title-leaderboard-player = Oyuncu
title-leaderboard-rating = Puan
title-leaderboard-games = Oyun
title-leaderboard-about = { $count ->
    [one] Puanlar Glicko-2 ile her tahta için ayrı hesaplanır; soru işareti, kesin bir puan için oyun sayısının henüz az olduğunu gösterir. Oyuncular { $count } farklı rakiple puanlı oyun oynadıktan sonra sıralamaya girer.
   *[other] Puanlar Glicko-2 ile her tahta için ayrı hesaplanır; soru işareti, kesin bir puan için oyun sayısının henüz az olduğunu gösterir. Oyuncular { $count } farklı rakiple puanlı oyun oynadıktan sonra sıralamaya girer.
    } Yalnızca kendisi sıralamada olan ve soru işareti olmayan rakipler sayılır (bir tahtada böyle 11 oyuncu olana dek: 10 farklı rakiple oynamış ve soru işareti olmayan herkes); başka birine karşı galibiyet en fazla { $most } puan, bu tür galibiyetler toplamda en fazla { $all } puan kazandırır.



## Keys and help

keys-arrow-keys = Ok tuşları

# Yardımda ve README dosyasında tuşların gruplandığı başlıklar.
keys-when-menu = Ana menüde
keys-when-round = Tur sırasında
keys-when-looking-back = Önceki bir hamleye bakarken
keys-when-over = Tur bitince
keys-when-reviewing = İncelemede
keys-when-board = Tur sırasında ve sonrasında
keys-when-anywhere = Her yerde

# Aynı işi yapan iki tuş: "U ya da Ctrl+Z". Tuş adları tuşların üstündeki gibi kalır.
keys-either = { $first } ya da { $second }
# Ekran okuyucunun okuduğu tuş listesi: bir öge "U ya da Ctrl+Z: Geri al (...)".
keys-plain-item = { $keys }: { $what }
# Bir başlığın iki ögesi arasında.
keys-plain-separator = {"; "}
# Ögeleriyle bir başlık, ayrı bir cümle.
keys-plain-section = { $heading }: { $items }.

# Düğmelerin etiketleri (aynı işi bir tuş da yapar).
keys-button-start = Başla
keys-button-quit = Çıkış
keys-button-undo = Geri al
keys-button-redo = Yinele
keys-button-hint = İpucu
keys-button-analysis = Analiz
keys-button-back-to-game = Oyuna dön
keys-button-play-from-here = Buradan oyna
keys-button-leave-round = Menü
keys-button-close-review = Kapat
keys-button-play-again = Yeniden oyna
keys-button-review = İncele
keys-button-copy-replay-link = Kaydı kopyala
keys-button-report-threw = Bilerek kaybetti
keys-button-report-unfair = Hileli oyun
keys-button-review-previous = Önceki
keys-button-review-next = Sonraki
keys-button-back-to-menu = Menü
keys-button-toggle-labels = Kare adları
keys-button-toggle-sound = Ses
keys-button-help = Yardım

# Yardımda her tuşun yaptığı iş.
keys-what-start = Başla (çevrimiçi modda oda kur)
keys-what-quit = Çık (masaüstünde); rakip aranırken aramayı bırak
keys-what-play-square = 3 x 3 tahtada bir kareye oyna (Ultimate'te önce bir tahta, sonra karesi): sayı tuş takımındaki gibi 7 8 9 üst sıradır
keys-what-move-cursor = İmleci tahtada gezdir
keys-what-place-at-cursor = İmlecin altındaki kareye oyna
keys-what-undo = Geri al (bilgisayara karşı: onun cevabını ve senin hamleni)
keys-what-redo = Yinele
keys-what-hint = İpucu: en iyi kareler ve neye yol açtıkları
keys-what-analysis = Analiz: her boş karenin neye yol açtığı
keys-what-back-to-game = Hemen oyuna dön
keys-what-play-from-here = Gösterilen hamleden devam et (sonraki hamleler yeniden yapılabilir)
keys-what-earlier = Tahtanın bir hamle önceki hâline bak
keys-what-later = Tahtanın bir hamle sonraki hâline bak
keys-what-first-position = Boş tahtaya bak
keys-what-leave-round = Turdan çıkıp ana menüye dön (önce sorar)
keys-what-close-review = İncelemeyi kapat
keys-what-play-again = Yeniden oyna; skor devam eder
keys-what-review = Turu hamle hamle incele
keys-what-copy-replay-link = Bu oyunun kaydını tarayıcıda açan bağlantıyı kopyala
keys-what-report-threw = Puanlı bir çevrimiçi oyundan sonra rakibi bilerek kaybettiği için bildir
keys-what-report-unfair = Puanlı bir çevrimiçi oyundan sonra rakibi hileli oyun için bildir (bir programdan ya da bir kişiden yardım)
keys-what-review-previous = Önceki hamleyi incele
keys-what-review-next = Sonraki hamleyi incele
keys-what-back-to-menu = Ana menüye dön
keys-what-toggle-labels = Karelerin adlarını göster ya da gizle
keys-what-toggle-sound = Sesi kapat ya da aç
keys-what-help = Tüm tuşları göster ya da gizle

# Yardım sayfası (? ya da F1).
help-title = Nasıl oynanır
# Bölünmez boşluklar "3 x 3"ü tek satırda tutar.
help-rules = Oyuncular sırayla X ve O koyar. 3 x 3 tahtada üçünü sıraya dizen kazanır; 4 x 4 ve 5 x 5 tahtada ise dördünü sıraya dizen kazanır. Oynamak için bir kareye tıkla ya da dokun.
help-ultimate = Ultimate: bir tahtada dokuz küçük tahta. Küçük bir tahtada üçünü sıraya dizen o tahtayı kazanır; üç küçük tahtayı sıraya dizen oyunu kazanır. Aldığın kare, rakibini aynı yerdeki küçük tahtaya gönderir; o tahta çerçevelidir. Kazanılmış ya da dolu bir tahtaya gönderilen oyuncu açık tahtalardan herhangi birinde oynayabilir. Tuşlarla: 1-9 (sayı tuş takımı düzeni) kareyi seçer; tahta seçmek serbestse önce 1-9 ile tahta seçilir.
help-misere = Ters XOX: üçünü sıraya dizen kaybeder. Bir sırayı tamamlayan, galibiyeti rakibine verir; sırasız dolan tahta berabere biter. Orta öğrenilebilir kurallara uyar: başka boş kare varken kendi sırasını asla tamamlamaz; ilk oynuyorsa ortayı alır, sonra her hamleye ortanın karşısındaki kareyle cevap verir; yoksa kendi işaretlerinden uzak durur.
help-qubic = Qubic: 4 x 4 x 4 bir küpte dördünü sıraya dizersin; küp dört katmanı olarak çizilir: 1 sol üstte, 2 sağ üstte, 3 sol altta, 4 sağ altta. Bir hat bir katmanın içinde, dört katmandan dümdüz ya da çapraz geçer: toplam 76 hat. Bir nokta katmanı ve karesiyle anılır, örneğin 2b3. İlk oynayan kazanmayı zorlayabilir. Orta kazanabiliyorsa kazanır, yoksa engeller, yoksa yedi hattın geçtiği 16 noktadan birini alır (küpün köşeleri ve içteki sekiz noktası). Koçun ipucu bilgisayarın hamlesini ve nedenini (kazanç, engelleme ya da aramasının seçimi) söyler; analiz, bir tehdit dizisinin kanıtladığı noktalarda kimin kazandığını gösterir; inceleme Qubic'i henüz bilmiyor.
help-notakto = Notakto: iki oyuncu da X koyar ve kimin işareti olursa olsun üçlü bir sırayı tamamlayan kaybeder; beraberlik yoktur. Her işaret kendi oyuncusunun rengini korur ve oyun ilk oyuncuya yine X, ikinciye O der. İlk oynayan kazanmayı zorlayabilir. Orta öğrenilebilir kurallara uyar: başka boş kare varken asla bir sırayı tamamlamaz; ilk oynuyorsa ortayı alır, sonra rakibin ilk işaretinden at hamlesi (iki ileri, bir yana) uzaktaki kareyi alır; sonrasında her boş karenin bir sırayı tamamladığı kareyi alır.
help-buttons = Düğmeler
help-buttons-note = Tab ve Shift+Tab düğmeler arasında gezinir, Space ya da Enter odaktaki düğmeye basar. Tur sırasında oklar, Enter ve Space, Tab ile panele geçene kadar tahtayı kontrol eder; Esc onları tahtaya geri verir. Tarayıcıda, panelin son düğmesinden sonra Tab ile tahtanın karelerine düğme olarak ulaşılır.

# Oyuncunun bulunduğu yerde hiçbir şey yapmayan bir tuş; $key tuşun adı ("Q", "F5").
keys-unbound-menu = { $key } tuşu burada bir şey yapmaz: Enter ile oyun başlar; ? tüm tuşları gösterir
keys-unbound-classic = { $key } tuşu burada bir şey yapmaz: 1-9 tuşlarına bas (sayı tuş takımı düzeni) ya da bir kareye tıkla; ? tüm tuşları gösterir
keys-unbound-ultimate = { $key } tuşu burada bir şey yapmaz: çerçeveli tahtanın bir karesi için 1-9 tuşlarına bas (tahta seçmek serbestse önce tahta) ya da bir kareye tıkla; ? tüm tuşları gösterir
# 4 x 4 ve 5 x 5 tahtalarda.
keys-unbound-large = { $key } tuşu burada bir şey yapmaz: bir kareye tıkla ya da ok tuşlarını ve Enter tuşunu kullan; ? tüm tuşları gösterir
keys-unbound-over = { $key } tuşu burada bir şey yapmaz: Enter ile yeniden oyna, V ile turu incele, Esc ile menüye dön; ? tüm tuşları gösterir
# Ultimate'te sayı tuşları: $board ve $number, sayı tuş takımındaki gibi 1-9.
keys-not-ultimate = Bu tahta Ultimate değil
keys-no-such-square = { $number } numaralı kare yok
keys-board-closed = { $board } numaralı tahta kapandı: açık bir tahta seç, 1-9
keys-no-such-square-sent = { $number } numaralı kare yok: son hamle seni { $board } numaralı tahtaya gönderiyor, kareler 1-9
keys-no-such-board = { $number } numaralı tahta yok: tahtalar 1-9, sayı tuş takımı gibi dizilidir
keys-board-picked = { $board } numaralı tahta: şimdi karesini seç, 1-9 (0 ile başka tahta seçilir)
keys-pick-a-board = Bir tahta seç, 1-9 (sayı tuş takımı düzeni)
keys-numbers-classic-only = Sayı tuşları yalnızca 3 x 3 tahtada kare seçer: bir kareye tıkla ya da ok tuşlarını ve Enter tuşunu kullan
keys-no-such-square-classic = { $number } numaralı kare yok: kareler 1-9, sayı tuş takımı gibi dizilidir
keys-no-cursor = Önce bir kare seç: ok tuşlarıyla gezin, Enter ile oyna
keys-sound-off = Ses kapalı
keys-sound-on = Ses açık
# Tahtanın yanına tıklama ya da dokunma.
keys-outside-board = Orası tahtanın dışında: bir kareye tıkla

# Ekran okuyucular için bir denetimin adı, aynı işi yapan tuşlarla: "Geri al (U ya da Ctrl+Z)".
keys-spoken = { $label } ({ $keys })
# Bir sayfayı kapatır (Ayarlar, İstatistikler, yardım).
keys-done = Tamam

# Klavye bir denetime geldiğinde ekran okuyucunun söylediği; $label denetimin adı
# ("Başla (Enter)", "İnsan - Bilgisayar").
focus-button = { $label }, düğme
# Birkaç seçenekten biri (bir çip, bir oynama biçimi).
focus-option = { $label }, seçenek
focus-option-selected = { $label }, seçenek, seçili
focus-checkbox = { $label }, onay kutusu
focus-checkbox-checked = { $label }, onay kutusu, işaretli
focus-checkbox-not-checked = { $label }, onay kutusu, işaretli değil
# $text alana yazılmış olan.
focus-text-field = { $label }, metin alanı, { $text }
focus-text-field-empty = { $label }, metin alanı, boş
# Adı olmayan bir alan: $label içine yazılmış olan.
focus-text-field-unnamed = { $label }, metin alanı
focus-text-field-unnamed-selected = { $label }, metin alanı, seçili
focus-slider = { $label }, kaydırıcı
focus-slider-selected = { $label }, kaydırıcı, seçili
focus-section = { $label }, bölüm
focus-section-selected = { $label }, bölüm, seçili
focus-selected = { $label }, seçili

# Oyunun kendi bildirimleri: sayfanın ekran okuyucular için tuş açıklaması
# ($keys tüm tuş listesi, cümleler hâlinde).
keys-describe = Oynamak için bir kareye tıkla ya da dokun veya tuşları kullan. { $keys }
# $text kopyalanan şey (bir bağlantı).
clipboard-copied = Kopyalandı: { $text }
# $error sistemin kendi sözleriyle nedeni.
clipboard-failed = Kopyalanamadı ({ $error }): metni elle seç
# Saklanan istatistikler ve ayarlar: $error ve $problem nedeni (İngilizce).
saved-statistics-damaged = Saklanan istatistikler bozulmuş ({ $error }), sıfırdan başlıyor; ayarlar korundu
saved-statistics-not-saved = İstatistikler kaydedilemedi ({ $error })
saved-settings-partly = Saklanan ayarların bir kısmı okunamadı, oralarda varsayılanlar kullanıldı: { $problem }
# $count diğer sorunların sayısı.
saved-settings-partly-more = { $count ->
    [one] Saklanan ayarların bir kısmı okunamadı, oralarda varsayılanlar kullanıldı: { $problem } (ve { $count } sorun daha)
   *[other] Saklanan ayarların bir kısmı okunamadı, oralarda varsayılanlar kullanıldı: { $problem } (ve { $count } sorun daha)
    }
saved-settings-unreadable = Saklanan ayarlar okunamadı ({ $error }); varsayılanlar kullanılıyor
saved-settings-not-saved = Ayarlar kaydedilemedi ({ $error })

# Tarayıcıda ekran okuyucular için düğmelerden oluşan tahta: grubun adı.
grid-name = Tahta, { $size } x { $size }
grid-name-ultimate = Tahta, Ultimate: dokuz küçük 3 x 3 tahta
grid-name-qubic = Küp, Qubic: dört adet 4 x 4 katman
# Ultimate'te bir karenin düğmesi: $square karenin kendi sözleri
# ("Tahta 7, kare 5, boş"), $board sıradaki hamlenin oynanacağı tahta (1-9).
grid-square-sent = { $square }; oynanacak tahta: { $board }
grid-square-any = { $square }; herhangi bir açık tahtada oynanabilir
square-label-number = Kare { $number }, { $place }, { $content }
square-label-named = Kare { $square }, satır { $row }, sütun { $column }, { $content }
square-label-ultimate = Tahta { $board }, kare { $square }, { $content }
square-label-qubic = Katman { $layer }, kare { $square }, { $content }
square-empty = boş
square-place = { $place ->
    [top-left] sol üst
    [top] üst
    [top-right] sağ üst
    [left] sol
    [right] sağ
    [bottom-left] sol alt
    [bottom] alt
    [bottom-right] sağ alt
   *[centre] orta
}



## Round

# Tahtanın üstündeki oyuncu başlığı

# Bu cihazdaki kazananın adının altında, rakip bir insanken.
round-you-win = kazandın
# Kazananın adının altında.
round-wins = kazandı
# Çevrimiçi, sıradaki oyuncunun adının altında; $time kalan süre ("0:23").
round-time-left = { $time } kaldı
# Rakip bir insanken kendi adının altında.
round-you = sen
# Başlığın ortasındaki beraberlik sayısının altında; sayı üstte gösterilir.
round-draws = { $count ->
    [one] beraberlik
   *[other] beraberlik
    }

# Tahtanın yanındaki panel

# İki bilgisayarın maçında, duraklatmadan sonra devam ettirir. Kısa.
round-resume = Devam
# İnceleme kartı; $step gösterilen hamle, $count turdaki hamle sayısı.
round-review-step = İnceleme: hamle { $step }/{ $count }
# Bağlantıyla açılan kaydın sonuç kartı; $mark X ya da O.
round-replay-won = { $mark } kazandı
round-replay-draw = Berabere
round-replay-unfinished = Bitmedi
# Kaydın sonucunun altında; $count hamle sayısı.
round-replay-moves = { $count ->
    [one] Kayıt: { $count } hamle
   *[other] Kayıt: { $count } hamle
    }
# Puanlı odada sonucun altında: $score maçın skoru (cümle), $rating puanın değişimi (cümle).
round-score-and-rating = { $score }. { $rating }
round-report = Bildir:
round-reported = Bildirildi. Teşekkürler
# Çevrimiçi, rakibi hızlı eşleşme seçtiyse oda kodunun yerine.
round-rated-match = Puanlı hızlı eşleşme
# Oda kodunun önünde.
round-room = Oda
round-copy-code = Kodu kopyala
round-copy-link = Bağlantıyı kopyala
# Bu odayı izleme sayfasını açan bağlantıyı kopyalar.
round-copy-watch-link = İzleme bağlantısını kopyala
# Oynanan hamleler listesinin başlığı.
round-moves = Hamleler
round-moves-none = Henüz yok

# Turdan çıkmak

round-leave-room = Odadan çıkılsın mı?
round-leave-room-why = Arkadaşın çıktığını görecek ve bu tur sayılmayacak.
round-leave-round = Bu turdan çıkılsın mı?
round-leave-round-why = Tur bitmedi, bu yüzden sayılmayacak.
round-leave = Çık
round-keep-playing = Devam et
# Düğmelerin altındaki ipucu; Enter ve Esc tuşlardır.
round-leave-keys = Enter ile çık, Esc ile oynamaya devam et.
# Soru açılınca ekran okuyucunun söylediği; Enter ve Escape tuşlardır.
round-leave-room-said = Odadan çıkılsın mı? Enter ile çık, Escape ile oynamaya devam et
round-leave-round-said = Bu turdan çıkılsın mı? Enter ile çık, Escape ile oynamaya devam et



## Board

# Karelerin üstündeki analiz ve koçun çerçeveleri

# Bir kareye oynamanın sonucu; $mark X ya da O.
board-wins = { $mark } kazanır
board-draw = Berabere
# "X kazanır" altında: galibiyet bir sonraki hamleyle gelir.
board-at-once = hemen
# "X kazanır" altında: galibiyetin kaç hamle sürdüğü (asla bir değil).
board-in-moves = { $count ->
    [one] { $count } hamlede
   *[other] { $count } hamlede
    }
# Ultimate'te bir karenin, sıradaki oyuncu için kazanma şansı; $percent 0-100.
board-chance = %{ $percent }
board-analysing = Analiz ediliyor…
# İpucunun önerdiği karenin çerçevesinde.
board-best = en iyi
# İncelemede, oynanandan daha iyi bir karenin çerçevesinde.
board-better = daha iyi
# İncelenen hamlenin çerçevesinde; $mark X ya da O.
board-played = { $mark } oynadı
# İncelenen hamlenin çerçevesinde, değerlendirmeden önce.
board-judging = değerlendiriliyor…



## Narration

# Oyun ilerlerken durum satırında ve ekran okuyucularda söylenenler.
# $mark her zaman X ya da O; $name bir oyuncunun adı (ya da "Bilgisayar").

# Yeni tur: numarası, ardından skor (narrate-score cümlesi).
narrate-round-started = Tur { $number }. { $score }
narrate-sentence = { $text }.
narrate-sentences = { $first } { $second }
# Bir hamle yapıldı. $square bir narrate-square-* ifadesi ya da karenin adı ("c2").
narrate-you-took = Sen oynadın: { $square }
narrate-took = { $name } oynadı: { $square }
# Cümle içinde bir kare: 3 x 3 tahtada (tuş takımı gibi numaralı) ve Ultimate'te.
narrate-square-number = kare { $number }
narrate-square-ultimate = tahta { $board }, kare { $square }
# Sıranın kimde olduğu; ($mark) oynadığı işaret.
narrate-your-turn = Sıra sende ({ $mark })
narrate-turn = Sıra: { $name } ({ $mark })
narrate-thinking = { $name } düşünüyor ({ $mark })

# Reddedilen hamleler

# Dolu kare: 3 x 3'te ($number 1-9), Ultimate'te ve büyük tahtalarda ($square "b3" gibi bir ad).
narrate-taken-number = { $number } numaralı karede zaten { $mark } var: boş bir kare seç
narrate-taken-ultimate = { $board } numaralı tahtanın { $square } numaralı karesinde zaten { $mark } var: boş bir kare seç
narrate-taken-named = { $square } karesinde zaten { $mark } var: boş bir kare seç
# Ultimate: kazanılmış ya da dolmuş küçük tahta.
narrate-closed-board = { $board } numaralı tahta kapandı: açık bir tahtada oyna
# Ultimate: son hamlenin karesi, oynanacak küçük tahtayı belirler; o tahta çerçevelidir.
narrate-wrong-board = Son hamle seni { $board } numaralı tahtaya gönderiyor: çerçeveli tahtada oyna
narrate-off-board = Bu tahtada böyle bir kare yok
narrate-round-over = Tur bitti: yeniden oynamak için Enter ya da R tuşuna, menü için Esc tuşuna bas
narrate-watching = İzliyorsun: yalnızca iki oyuncu hamle yapabilir
narrate-wait-computer = Bekle: sıra bilgisayarda
narrate-wait = Bekle: sıra { $name } adlı oyuncuda
# Aynı anda başka bir hamleyle birlikte istenen ikinci hamle.
narrate-one-at-a-time = Aynı anda yalnızca bir hamle
# "Oyuna dön" ve "Buradan oyna" düğmelerdir, (End) ve (P) tuşlarıdır.
narrate-looking-back = Önceki bir hamleye bakıyorsun: Oyuna dön (End) ya da Buradan oyna (P)

# Hamleleri geri almak

# Listede iki hamle, her biri bir işaret ve karenin adı ("X 5 ve O 3").
narrate-moves-and = { $first } ve { $second }
# $moves: geri alınan ya da yeniden yapılan hamleler.
narrate-undid = Geri alındı: { $moves }
narrate-redid = Yeniden yapıldı: { $moves }
narrate-playing-from = { $number }. hamleden devam ediliyor: sonraki hamleler yeniden yapılabilir
narrate-nothing-to-undo = Geri alınacak hamle yok
narrate-nothing-to-redo = Yeniden yapılacak hamle yok
narrate-only-computer-moves = Geri alınacak hamlen yok: ilk hamleyi bilgisayar yaptı
narrate-no-take-backs-online = Çevrimiçi oyunda geri alma yok: hamleler oynandığı gibi kalır
# "İncele", hamleler arasında adım adım ilerleyen düğmedir.
narrate-no-take-backs-replay = Kayıt, oyunu oynandığı gibi gösterir: İncele ile adım adım ilerle
narrate-no-take-backs-engine = Bu motor CodinGame'in tur biçimini okur ve hamleleri geri alamaz
# $number: istenen hamle; $moves: oyundaki hamle sayısı.
narrate-no-such-move = { $number }. hamle yok: { $moves ->
    [one] oyunda { $moves } hamle var
   *[other] oyunda { $moves } hamle var
    }
# Geri alma, turu bitiren hamleyi geri aldı; $score bir narrate-score cümlesi.
narrate-round-reopened = Tur yeniden açıldı, sonucu artık sayılmıyor. { $score }

# Sonuçlar ve skor

narrate-result-draw = Berabere bitti
narrate-result-you-win = Kazandın!
# Rakibin süresi bitti.
narrate-result-you-win-on-time = Süreden kazandın!
narrate-result-computer-wins = Bilgisayar kazandı
narrate-result-wins = { $name } kazandı!
# Misère: the result, then who completed a line (and so lost). $mark: X or O;
# $result: the sentence above (the second form when it ends in "!").
narrate-result-misere = { $result }. { $mark } üçünü sıraya dizdi
narrate-result-misere-exclaimed = { $result } { $mark } üçünü sıraya dizdi
narrate-result-wins-on-time = { $name } süreden kazandı!
# Bilgisayara karşı: sonuç, ardından kullanılan yardım (koçun cümlesi).
# "!" ile bitmeyen bir sonuçtan sonra.
narrate-result-help = { $result }. { $help }
# "!" ile biten bir sonuçtan sonra.
narrate-result-exclaimed-help = { $result } { $help }
# Bilgisayara karşı: kazanılan, kaybedilen ve berabere biten turlar.
narrate-score-yours = Skor: { $won } galibiyet, { $lost } yenilgi, { $drawn } beraberlik
# İki oyuncu arasında: her birinin adı ve kazandığı turlar, sonra beraberlikler.
narrate-score = Skor: { $first } { $first_wins }, { $second } { $second_wins }, beraberlik { $draws }

# Menüdeki seçimler, değiştikçe söylenir

# $mode: mod ("İnsan - İnsan"); $strength: bilgisayarın seviyesi ("İmkânsız");
# $first: kimin başladığı (aşağıdaki narrate-menu-* ifadesi); $board: tahta
# ("3 x 3, üçünü sıraya diz"); $enter: Enter'ın ne yaptığı (aşağıdaki cümle).
narrate-menu = Menü: { $mode }, { $first }, { $board }. { $enter }
narrate-menu-with-strength = Menü: { $mode }, { $strength }, { $first }, { $board }. { $enter }
narrate-menu-you-first = sen başlıyorsun
narrate-menu-friend-first = arkadaşın başlıyor
narrate-menu-computer-first = bilgisayar başlıyor
narrate-menu-named-first = { $name } başlıyor
narrate-menu-random-first = başlayan rastgele seçilir
narrate-menu-take-turns = oyuncular sırayla başlıyor
narrate-menu-offline = Çevrimiçi oyun için ağ bağlantısı gerekir ve bu cihaz çevrimdışı; geri kalan her şey bağlantısız çalışır
narrate-menu-enter-finds = Enter ile rakip aranır
narrate-menu-enter-starts = Enter ile oyun başlar

## Online

# Bağlanırken durum satırında ve ana menüde. $address oyun sunucusunun adresi.
online-connecting = { $address } adresine bağlanılıyor…
online-reconnecting = Bağlantı koptu: yeniden bağlanılıyor…
online-reconnected = Yeniden bağlanıldı
# Hızlı eşleşme: aynı internet adresinden başka bir arama da var; hızlı eşleşme bunları hiç eşleştirmez.
online-household = Bu adresten başka biri de oyun arıyor: hızlı eşleşme aynı adresteki oyuncuları hiç eşleştirmez (birbirinizle oynamak için aramayı durdur, sonra bir oda kur ve kodunu paylaş)
online-household-alone = Bu adresten başka biri de oyun arıyor: hızlı eşleşme aynı adresteki oyuncuları hiç eşleştirmez (birbirinizle oynamak için aramayı durdur, sonra bir oda kur ve kodunu paylaş); ya da bilgisayarla oyna
# $board tahtanın kısa adı ("3 x 3", "Ultimate").
online-searching = { $board } oyunu için oyuncu aranıyor…
online-searching-alone = Puanına yakın kimse henüz { $board } oyunu aramıyor: sen bekledikçe arama genişler; ya da bilgisayarla oyna
online-waiting-for-friend = Arkadaşının { $code } koduyla katılması bekleniyor
# $name diğer oyuncunun adı.
online-wants-again = { $name } yeniden oynamak istiyor
online-waiting-again = Yeniden oynamak istedin: { $name } bekleniyor
# $watchers odayı izleyen kişi sayısı (0 ise hiçbir şey gösterilmez).
online-playing = { $name } ile çevrimiçi oynuyorsun{ $watchers ->
        [0] {""}
       *[other] , { $watchers } kişi izliyor
    }
# $seconds sunucunun oyuncunun yerini ne kadar sakladığı.
online-away = { $name } bağlantıyı kaybetti: geri dönmesi için { $seconds } sn bekleniyor
online-left = { $name } ayrıldı
online-joined = { $name } katıldı
online-lost-connection = { $name } bağlantıyı kaybetti, bekleniyor…
online-is-back = { $name } geri döndü

# Bir odayı izlemek: $others başka kaç kişinin de izlediği (0 ise hiçbir şey gösterilmez).

online-watching-both = İzliyorsun: { $first } - { $second }{ $others ->
        [0] {""}
        [one] , { $others } kişi daha izliyor
       *[other] , { $others } kişi daha izliyor
    }
online-watching-empty = { $code } kodlu odayı izliyorsun: ikinci oyuncu bekleniyor{ $others ->
        [0] {""}
        [one] , { $others } kişi daha izliyor
       *[other] , { $others } kişi daha izliyor
    }
online-watching-away = { $name } bağlantıyı kaybetti: geri dönmesi için { $seconds } sn bekleniyor{ $others ->
        [0] {""}
        [one] , { $others } kişi daha izliyor
       *[other] , { $others } kişi daha izliyor
    }
online-watching-left = { $name } ayrıldı{ $others ->
        [0] {""}
        [one] , { $others } kişi daha izliyor
       *[other] , { $others } kişi daha izliyor
    }
online-watching-room = { $code } kodlu odayı izliyorsun

# Sunucunun karşılaması. $code odanın yedi harfli kodu.

online-back-in-room = { $code } kodlu odadaki yerine döndün
online-found-player = Oyuncu bulundu: oyun başlıyor
online-room-open = { $code } kodlu oda açık: arkadaşına { $code } kodunu ver
online-joined-room = { $code } kodlu odaya katıldın

# Bağlantı sorunları

# $reason nedeni: closed-* mesajlarından biri (ya da sunucunun kendi sözleri).
online-room-closed = Oda kapandı: { $reason }
# Odanın neden kapandığı, online-room-closed içinde.
closed-stopped-looking = Oyun aramayı durdurdun
closed-left = Odadan çıktın
closed-stopped-watching = İzlemeyi bıraktın
closed-everyone-left = Herkes ayrıldı
closed-idle = Oda çok uzun süre boşta kaldı
closed-shutting-down = Sunucu kapanıyor
closed-called-off = Oyun iptal edildi
# İzleyiciye söylenir: $name hızlı eşleşmede ilk hamlesini hiç yapmadı.
closed-called-off-by = Oyun iptal edildi: { $name } ilk hamlesini hiç yapmadı
# $seconds: hızlı eşleşmede ilk hamle için verilen süre.
closed-no-first-move = İlk hamleni { $seconds } saniye içinde yapmadın: oyun iptal edildi ve puanlanmadı. Sonraki hızlı eşleşmen bir dakika sonra başlayabilir
# $name hiç oynamadığı için iptal edilen hızlı eşleşme; oyun başka bir oyuncu arar.
called-off-looking-again = { $name } ilk hamlesini yapmadı: oyun iptal edildi ve puanlanmadı. Başka bir oyuncu aranıyor…
# $error bağlantının kendi teknik hata metni.
online-connection-lost = Sunucuyla bağlantı koptu ({ $error }): yeniden bağlanılıyor
# Sunucu bağlantıyı kapattığında yukarıdaki $error olarak verilir.
online-server-closed = sunucu bağlantıyı kapattı
online-reconnect-failed = Sunucuya yeniden bağlanılamadı: oda kaybedildi
online-needs-network = Çevrimiçi oyun için ağ bağlantısı gerekir ve bu cihaz çevrimdışı; geri kalan her şey bağlantısız çalışır
# $address oyun sunucusunun adresi. Tarayıcıda söylenir.
online-unreachable-page = { $address } adresindeki oyun sunucusuna ulaşılamıyor: sayfanın sunucusu durmuş olabilir
# Masaüstünde: .ci/web bir betiğin yolu; Ayarlar ayarlar sayfası.
online-unreachable = { $address } adresindeki oyun sunucusuna ulaşılamıyor: sunucu çalışıyor mu? (.ci/web bir sunucu başlatır; adresi Ayarlar'da)

# Komutlar

# $typed oyuncunun kod olarak yazdığı. Örnek kod KXMTRAB olarak kalır.
online-not-a-code = “{ $typed }” bir oda kodu değil: kodlar I, L ve O içermeyen (1 ve 0'a benzedikleri için) yedi harften oluşur, örneğin KXMTRAB
# Menü: odadan çıkaran düğme.
online-already-in-room = Zaten bir odadasın: önce odadan çık (Menü)
# $name süresi biten oyuncu.
online-ran-out-of-time = { $name } için süre doldu
online-seconds-left = { $seconds ->
        [one] Hamle için { $seconds } saniye kaldı
       *[other] Hamle için { $seconds } saniye kaldı
    }
online-asked-again = { $name } yeni bir tura davet edildi

# Puanlar ve sıralama

# Puanlı bir turdan sonra. $delta işaretiyle değişim ("+16", "-8").
online-rating-change = Puanın: { $before } → { $after } ({ $delta })
online-reported = Bildirildi: moderatörler bu oyuna bakacak. Teşekkürler
online-report-nothing = Yalnızca puanlı bir çevrimiçi oyundaki rakip bildirilebilir, oyun başına bir kez
online-unranked = { $needs ->
        [one] sıralamaya girmek için { $needs } farklı rakiple daha oyna
       *[other] sıralamaya girmek için { $needs } farklı rakiple daha oyna
    }
# Ekran okuyucu için sıralama, henüz kimse sıralamada değilken. $you: "ranked" ($place ve $rating ile),
# "unranked" ($rating ve $needs: daha oynanması gereken rakipler) ya da "none" (puanlı oyun yok).
online-leaderboard-empty = { $board } sıralaması: henüz sıralamada kimse yok{ $you ->
        [ranked] ; sen { $place }. sıradasın, puanın { $rating }
        [unranked] ; puanın { $rating }: { $needs ->
            [one] sıralamaya girmek için { $needs } farklı rakiple daha oyna
           *[other] sıralamaya girmek için { $needs } farklı rakiple daha oyna
        }
       *[none] ; bu tahtada puanlı oyunun yok
    }
# Yukarıdaki gibi; $players sıralamadaki oyuncu sayısı, birinci $leader, puanı $leader_rating.
online-leaderboard = { $board } sıralaması: { $players ->
        [one] { $players } oyuncu
       *[other] { $players } oyuncu
    }, birinci { $leader } ({ $leader_rating } puan){ $you ->
        [ranked] ; sen { $place }. sıradasın, puanın { $rating }
        [unranked] ; puanın { $rating }: { $needs ->
            [one] sıralamaya girmek için { $needs } farklı rakiple daha oyna
           *[other] sıralamaya girmek için { $needs } farklı rakiple daha oyna
        }
       *[none] ; bu tahtada puanlı oyunun yok
    }
online-leaderboard-unreadable = Sunucunun cevabı okunamadı: başka bir sürüm olabilir mi?
online-leaderboard-timeout = Sunucu zamanında cevap vermedi: tekrar dene



## Coach

coach-online = Koç çevrimiçi oyunlara karışmaz: bu oyun sen ve arkadaşın arasında
coach-not-yet = Koçun incelemesi bu oyunu henüz bilmiyor: ipucu ve analiz biliyor
coach-hint-round-over = Tur bitti: verilecek ipucu yok
coach-hint-past = İpuçları şu anki oyun için: önce oyuna dön
coach-analysis-on-ultimate = Analiz açık: sıradaki hamleye açık her kare, motorun aramasındaki kazanma şansını gösterir
coach-analysis-on-qubic = Analiz açık: bir nokta, bir tehdit dizisinin kanıtladığı yerde kimin kazandığını gösterir; diğerleri açık kalır
coach-analysis-on = Analiz açık: her boş kare, oraya oynamanın neye yol açtığını gösterir
coach-analysis-off = Analiz kapalı

# İpuçları. $mover: X ya da O, sıradaki taraf.

# Kusursuz oyunun sonucu. $winner: X ya da O.
coach-outlook-win = { $winner } { $moves ->
        [one] { $moves } hamlede
       *[other] { $moves } hamlede
    } kazanır
coach-outlook-draw = beraberlik
# $result: "draw", "win" ya da "loss"; $outlook: yukarıdaki cümle.
coach-hint-any = { $mover } için ipucu: { $result ->
        [draw] her kare beraberliği korur
        [win] her kare kazandırır ({ $outlook })
       *[loss] her kare en uzun direnişi sağlar ({ $outlook })
    }
# $square: bir karenin adı ("5", "c2").
coach-hint-one = { $mover } için ipucu: { $square } karesi { $result ->
        [draw] beraberliği korur
        [win] kazandırır ({ $outlook })
       *[loss] en uzun direnişi sağlar ({ $outlook })
    }
coach-hint-computer = { $mover } için ipucu: { $square } { $result ->
        [win] zorla kazandırır
        [block] dörde bir işaret kalan çizgiyi keser
       *[choice] bilgisayarın seçimi (görünürde zorlanmış bir galibiyet yok)
    }
# $squares: karelerin adlarından bir liste ("1, 3 ya da 7").
coach-hint-many = { $mover } için ipucu: { $squares } karesi { $result ->
        [draw] beraberliği korur
        [win] kazandırır ({ $outlook })
       *[loss] en uzun direnişi sağlar ({ $outlook })
    }
# Ultimate: $board ve $square 1-9 arası sayılar. $result: "win", "draw", "loss" (kesin),
# ya da "chance" ve $percent: sıradaki tarafın motorun aramasındaki kazanma şansı.
coach-hint-engine = { $mover } için ipucu: tahta { $board }, kare { $square } { $result ->
        [win] kazandırır
        [draw] beraberliği korur
        [loss] en uzun direnişi sağlar
       *[chance] motorun aramasında { $mover } için %{ $percent } kazanma şansı verir
    }
# Listeler: "1, 3 ya da 7", "1" + ", " + ("3 ya da 7") diye kurulur; inceleme "X 1 ya da X 3 ya da X 7" der.
coach-list-or = { $first } ya da { $last }
coach-list-comma = { $first }, { $rest }

# Zaman çizelgesi ve inceleme. $number: hamlenin numarası; $total: hamle sayısı; $played: bir hamle ("X 5", "O c2").

coach-viewing-start = Başlangıç gösteriliyor: hamle 1/{ $total } öncesi
coach-viewing-move = Hamle { $number }/{ $total } gösteriliyor: { $played }
# End ve P: tuşlar.
coach-viewing-start-read-only = Başlangıç gösteriliyor: hamle 1/{ $total } öncesi. Burada hamle yapılamaz: Oyuna dön (End) ya da Buradan oyna (P)
coach-viewing-move-read-only = Hamle { $number }/{ $total } gösteriliyor: { $played }. Burada hamle yapılamaz: Oyuna dön (End) ya da Buradan oyna (P)
# Zaman çizelgesinde en sona, oyunun şu anki hâline gelince söylenir.
coach-back-to-game = Oyuna dönüldü
coach-pick-a-move = Önce listeden bir hamle seç, sonra oradan oyna
coach-no-moves = Henüz hamle yok: geriye bakılacak bir şey yok
coach-review-closed = İnceleme kapandı
coach-review-judging = Hamle { $number }/{ $total }: { $played }, değerlendiriliyor…
# $mark: aşağıdaki değerlendirmelerden biri.
coach-review-mark = { $mark } ({ $number }/{ $total })
# Bir hamlenin kusursuz oyuna göre değerlendirmesi. $better: en iyi hamleler ("X 5 ya da X 7").
coach-mark-best-win = Hamle { $number }: { $played }, en iyisi: galibiyete götürür
coach-mark-best-draw = Hamle { $number }: { $played }, en iyisi: beraberliği korur
coach-mark-best-loss = Hamle { $number }: { $played }, en iyisi: en uzun direnişi sağlar
coach-mark-kept-win = Hamle { $number }: { $played } yine kazandırır ama { $better } daha çabuk kazandırır
coach-mark-kept-loss = Hamle { $number }: { $played }, { $better } hamlesinden daha çabuk kaybettirir
# $what: "force" ($opponent kesin bir galibiyete gidebilir), "slip" ya da "changed"; $held: daha iyi hamlelerin sonucu:
# "won", "draw" ya da "lost" ($opponent kazanıyordu).
coach-mark-mistake = Hamle { $number }: { $played }, { $what ->
        [force] { $opponent } için kesin galibiyet yolunu açtı
        [slip] galibiyeti kaçırıp beraberliğe düşürdü
       *[changed] sonucu değiştirdi
    }; { $better } { $held ->
        [won] kazanıyordu
        [draw] beraberliği koruyordu
       *[lost] ile de { $opponent } kazanıyordu
    }
# Ultimate'te, motorun şanslarına göre. $mover: X ya da O; $played_percent, $best_percent: yüzde olarak şanslar;
# $points: aralarındaki fark; $top: motorun seçimi ("X 5-3").
coach-mark-chance-choice = Hamle { $number }: { $played }, motorun seçimi: { $mover } için kazanma şansı %{ $played_percent }
coach-mark-chance-as-good = Hamle { $number }: { $played }, motorun seçimi { $top } kadar iyi: { $mover } için kazanma şansı %{ $played_percent }, en iyisi %{ $best_percent }
coach-mark-chance-kept = Hamle { $number }: { $played } ile { $mover }, kazanma şansından { $points } puan verdi (%{ $best_percent } → %{ $played_percent }); { $better } daha iyiydi
coach-mark-chance-mistake = Hamle { $number }: { $played } ile { $mover }, kazanma şansından { $points } puan kaybetti (%{ $best_percent } → %{ $played_percent }); { $better } ile şans %{ $best_percent } kalıyordu

# Turda kullanılan yardım, sonuçla birlikte söylenir.

coach-used-hints = { $hints ->
        [one] { $hints } ipucu kullandın
       *[other] { $hints } ipucu kullandın
    }
coach-used-undos = { $undos ->
        [one] { $undos } kez geri aldın
       *[other] { $undos } kez geri aldın
    }
coach-used-both = { $hints ->
        [one] { $hints } ipucu kullandın
       *[other] { $hints } ipucu kullandın
    } ve { $undos ->
        [one] { $undos } kez geri aldın
       *[other] { $undos } kez geri aldın
    }



## Statistics and review

# İstatistiklerde bir satır: kim oynadı ($strength: bilgisayarın seviyesi, "İmkânsız") ve tahta ($board: "5 x 5").
stats-record-you-vs = Sen - { $strength }, { $board }
# Bilgisayar kendine karşı.
stats-record-itself = { $strength } kendine karşı, { $board }
stats-record-two-players = İki oyuncu, { $board }
stats-record-online = Çevrimiçi, { $board } (senin sonuçların)

# Kayıtlar

replay-link-after-round = Kayıt bağlantısı tur bitince oluşturulur
replay-finish-round-first = Kaydı açmak için bu turu bitir ya da turdan çık
# Bir kayıt bağlantısı açıldı: kaç hamle, oyun nasıl bitti.
replay-opened-win = { $moves ->
    [one] { $moves } hamlelik kayıt
   *[other] { $moves } hamlelik kayıt
    }, { $mark } kazandı: ok tuşlarıyla adım adım ilerle
replay-opened-draw = { $moves ->
    [one] { $moves } hamlelik kayıt
   *[other] { $moves } hamlelik kayıt
    }, berabere: ok tuşlarıyla adım adım ilerle
replay-opened-unfinished = { $moves ->
    [one] { $moves } hamlelik kayıt
   *[other] { $moves } hamlelik kayıt
    }, bitmemiş: ok tuşlarıyla adım adım ilerle
# Bir kayıt bağlantısının ("?replay=" sonrasındaki harfler) neden açılamadığı.
replay-error-empty = Bu kayıt bağlantısı açılamıyor: kayıt boş
replay-error-too-long = Bu kayıt bağlantısı açılamıyor: kayıtta { $letters ->
    [one] { $letters } harf
   *[other] { $letters } harf
    } var, hiçbir oyun bu kadar uzun değil
# $letter: bağlantının tahtayı belirtmesi gereken ilk harfi.
replay-error-unknown-board = Bu kayıt bağlantısı açılamıyor: kaydın ilk harfi “{ $letter }” hiçbir tahtayı belirtmiyor (3, 4, 5 ya da u olmalı)
replay-error-not-a-letter = Bu kayıt bağlantısı açılamıyor: kayıtta hiçbir hamlede kullanılmayan “{ $letter }” harfi var
replay-error-cut-short = Bu kayıt bağlantısı açılamıyor: kayıt bir hamlenin ortasında bitiyor
replay-error-off-the-board = Bu kayıt bağlantısı açılamıyor: kaydın { $number }. hamlesi tahtanın dışında
# Kurallara aykırı hamle: $number hamlenin numarası, $square karenin adı ("5", "c2", "7-5").
replay-error-taken = Bu kayıt bağlantısı açılamıyor: kaydın { $number }. hamlesi (kare { $square }) oynanamaz: o karede zaten { $mark } var
replay-error-square-off-board = Bu kayıt bağlantısı açılamıyor: kaydın { $number }. hamlesi (kare { $square }) oynanamaz: satır { $row }, sütun { $column } tahtanın dışında
replay-error-game-over = Bu kayıt bağlantısı açılamıyor: kaydın { $number }. hamlesi (kare { $square }) oynanamaz: oyun bitmiş
replay-error-closed-board = Bu kayıt bağlantısı açılamıyor: kaydın { $number }. hamlesi (kare { $square }) oynanamaz: { $board } numaralı tahta kapalı, açık bir tahtada oynanmalı
replay-error-wrong-board = Bu kayıt bağlantısı açılamıyor: kaydın { $number }. hamlesi (kare { $square }) oynanamaz: son hamle oyuncuyu { $board } numaralı tahtaya gönderiyor
replay-error-moves-after-the-end = Bu kayıt bağlantısı açılamıyor: kaydın { $number }. hamlesi oyun bittikten sonra geliyor
replay-error-unfinished = Bu kayıt bağlantısı açılamıyor: kayıttaki oyun hiç bitirilmemiş


## Server refusals: what the game server would not do, worded by the game
## from the refusal's code and arguments (src/game/online/refusal.rs).

# Beklenecek süre; refusal-too-many-joins ve refusal-too-soon içinde.
refusal-wait-seconds = { $count ->
    [one] bir saniye
   *[other] { $count } saniye
    }
refusal-wait-minutes = { $count ->
    [one] bir dakika
   *[other] { $count } dakika
    }
refusal-wait-hours = { $count ->
    [one] bir saat
   *[other] { $count } saat
    }
refusal-wait-days = { $count ->
    [one] bir gün
   *[other] { $count } gün
    }
# $server, $client: protokolün sürüm numaraları.
refusal-version-update-game = Bu sunucu oyun protokolünün { $server }. sürümünü, oyun ise { $client }. sürümünü kullanıyor: sayfayı yenile ya da oyunu güncelle
refusal-version-update-server = Bu sunucu oyun protokolünün { $server }. sürümünü, oyun ise { $client }. sürümünü kullanıyor: sunucu oyundan eski, yöneticisinden sunucuyu güncellemesini iste
refusal-too-large = { $bytes } baytlık bir mesaj { $limit } baytlık sınırı aşıyor
refusal-too-fast = Saniyede { $per_second } mesajdan fazlası gönderildi: bu mesaj işlenmedi
refusal-too-fast-leaderboards = Sıralamalar her adrese saniyede { $per_second } kez gönderilir: bir saniye sonra tekrar dene
# $why: mesajı okuyanın kendi sözleri, İngilizce.
refusal-malformed = Bu oyunun mesajı değil: { $why }
refusal-binary = { $bytes } baytlık ikili bir mesaj: bu oyun metin mesajları kullanır
# $sentence: yukarıdaki üç mesajdan biri.
refusal-disconnected = { $sentence }; çok fazla hatalı mesaj geldiği için bağlantı kapatıldı
# $code: odanın yazıldığı gibi kodu, örneğin KXMTRAB.
refusal-no-such-room = { $code } kodlu oda yok: kodu kontrol et
refusal-room-closed = Oda kapandı
refusal-room-full = { $code } kodlu odada zaten iki oyuncu var
# $wait: refusal-wait-seconds ya da refusal-wait-minutes.
refusal-too-many-joins = Bu adresten çok fazla yanlış kod girildi: kodu kontrol et ve { $wait } sonra tekrar dene
refusal-bad-token = Bu erişim anahtarı { $code } kodlu odadaki bir yere ait değil
refusal-seat-given-up = Bu yer bırakılmış: yeni bir odaya katıl
refusal-seat-left = { $name } odadan ayrıldı
refusal-not-connected = Bağlı değilsin
refusal-searching-nobody-yet = Hızlı eşleşme arıyorsun: henüz oynayacak kimse yok
refusal-no-room = Önce bir oda kur ya da bir odaya katıl
refusal-idle = { $seconds } sn içinde oda kurulmadı ya da bir odaya katılınmadı: bağlantı kapatılıyor
refusal-already-in-room = Zaten { $code } kodlu odadasın: önce odadan çık
refusal-already-searching = Hızlı eşleşme arıyorsun: önce aramayı durdur
refusal-already-watching = Bir odayı izliyorsun: önce izlemeyi bırak
refusal-not-started = Arkadaşın henüz katılmadı
refusal-not-your-turn = Sıra sende değil: { $name } oynayacak
# $mark: X ya da O.
refusal-move-taken = O karede zaten { $mark } var
refusal-move-off-board = Satır { $row }, sütun { $column } tahtanın dışında
refusal-move-game-over = Oyun bitti
# $board: Ultimate'te küçük bir tahta, sayı tuş takımındaki gibi 1-9.
refusal-move-closed-board = { $board } numaralı tahta kapandı: açık bir tahtada oyna
refusal-move-wrong-board = Son hamle seni { $board } numaralı tahtaya gönderiyor
refusal-out-of-time = Süren doldu: bu tur kaybedildi. Yeni bir tur isteyebilirsin
refusal-round-over = Bu tur bitti: yeni bir tur isteyebilirsin
refusal-late = Bu hamle için süren doldu: tur süreden kaybedildi
refusal-round-not-over = Önce bu turu bitir
refusal-full = Sunucu dolu: birkaç dakika sonra tekrar dene
refusal-full-returning-only = Sunucu dolu: şu an yalnızca yerine dönen oyuncular alınıyor. Birkaç dakika sonra tekrar dene
refusal-full-rooms = Sunucudaki oda sayısı sınıra ulaştı: birkaç dakika sonra tekrar dene
refusal-address-rooms = Bu adresten burada zaten { $count } oda açık: önce birini bitir ya da birinden çık
refusal-address-searches = Bu adresten burada zaten { $count } oyun araması açık: önce birini durdur
refusal-address-watching = Bu adresten burada zaten { $count } oda izleniyor: önce birini izlemeyi bırak
refusal-lost-touch = Şu an yeni oyun başlatılamıyor: bu sunucunun diğer sunucularla bağlantısı koptu. Süren oyunlar devam ediyor; bir dakika sonra tekrar dene
refusal-no-answer = Odanın sunucusu cevap vermiyor: birazdan tekrar dene
refusal-name-computer = “{ $name }” bilgisayarın adı, çevrimiçi oyunda ise insanlarla oynarsın: Ayarlar'dan başka bir isim seç
refusal-name-rated = Başka bir oyuncu “{ $name }” adıyla puanlanıyor: Ayarlar'dan başka bir isim seç
# $waiting: odada zaten bulunan oyuncunun adı.
refusal-name-look-alike = “{ $name }”, odada bekleyen oyuncunun adı olan “{ $waiting }” ile aynı görünür (harfleri farklı: başka bir alfabe ya da birbirine benzeyen karakterler): Ayarlar'dan başka bir isim seç
# $key: cihazın anahtarı, harfler ve rakamlar; $min, $max: izin verilen uzunluk.
refusal-bad-player = “{ $key }” bir cihaz anahtarı değil: oyun { $min } ile { $max } arasında harf, rakam, '_' ya da '-' gönderir (sayfayı yenile ya da oyunu güncelle)
# $games: yarım kalan puanlı oyun sayısı; $wait: refusal-wait-*.
refusal-too-soon = Son bir günde bu cihazdan ya da adresten { $games ->
    [one] bir puanlı oyun
   *[other] { $games } puanlı oyun
    } yarım kaldı ya da hiç başlamadı: sonraki hızlı eşleşmen { $wait } sonra başlayabilir
refusal-too-many-reports = Adresinden bu saat içinde { $count } bildirim yapıldı: daha sonra yeniden dene
refusal-nothing-to-report = Yalnızca az önce biten puanlı bir oyundaki rakip bildirilebilir, oyun başına bir kez
refusal-banned = Bir moderatör bu cihaz ya da adres için puanlı oyunları kapattı ({ $why }); { $wait } sonra yeniden açılacak. Arkadaşlarla odalar her zamanki gibi açık.
ban-reason-farming = bir oyuncunun kendi başka cihazlarından ya da adreslerinden kazanılan puan
ban-reason-camping = kabul edilip hiç oynanmayan hızlı eşleşmeler
ban-reason-abuse = diğer oyunculara kötü davranış
ban-reason-cheating = puanlı oyunlarda bir programdan ya da başka birinden yardım
# $seconds: istenen süre; $a, $b, $c: sunulan süreler.
refusal-bad-clock = Hamle başına { $seconds } saniyelik süre sunulmuyor: { $a }, { $b } ya da { $c } saniye seç veya süresiz oyna
refusal-watcher = { $code } kodlu odayı izliyorsun: hamleleri yalnızca iki oyuncusu yapar
refusal-too-many-watchers = { $code } kodlu oda alabileceği kadar izleyiciye ulaştı: daha sonra tekrar dene
refusal-replaced = Bu oyunu başka bir yerde açtın



## Page: the browser page's own words, before the game starts (web/theme.js
## and web/main.js read these at build time; single lines only).

page-description = 3 x 3, 4 x 4 ve 5 x 5 tahtalarda XOX: arkadaşına karşı, çevrimiçi ya da hiç kaybetmeyen bilgisayara karşı oyna; koç her karenin sonucunu gösterir. Yüklendikten sonra çevrimdışı da oynanır.
# Yüklü uygulamanın açıklaması (web uygulaması bildirimi).
page-app-description = 3 x 3, 4 x 4 ve 5 x 5 tahtalarda XOX: arkadaşına, çevrimiçi rakibe ya da bilgisayara karşı, koç eşliğinde.
# Oyunun tuvali, ekran okuyucunun verdiği adla.
page-canvas = XOX. Hamleler ve sonuçlar aşağıda duyurulur.
page-how-to-play = Oynamak için bir kareye tıkla ya da dokun. Oyun başladığında burada kullanılabilen tüm tuşlar anlatılır.
page-loading = Oyun yükleniyor…
page-loading-percent = Oyun yükleniyor… %{ $percent }
page-starting = Başlatılıyor…
page-no-webgl-heading = Oyun başlatılamıyor
page-no-webgl = Bu oyun WebGL2 ile çizilir; bu tarayıcı WebGL2 sunmuyor (ya da kapatılmış). Güncel bir Firefox, Chrome, Edge ya da Safari ile çalışır.
page-stopped-heading = Oyun durdu
# $reason: sorunun tarayıcının kendi sözleriyle açıklaması (çoğu zaman İngilizce).
page-stopped = Oyun durdu: { $reason }. Yeniden oynamak için sayfayı yenile.
page-not-started = Oyun başlatılamadı: { $reason }. WebGL2 destekli güncel bir Firefox, Chrome, Edge ya da Safari ile çalışır.
page-not-loaded = Oyunun dosyaları yüklenemedi ({ $reason }). Bağlantını kontrol et ve sayfayı yenile.
page-internal-error = dahili bir hata (tarayıcı konsolunda daha fazla bilgi olabilir)
page-unknown-error = bilinmeyen bir hata
page-update = Oyunun yeni bir sürümü hazır.
page-reload = Yenile

## Terminal sürümü (tictactoe-terminal)

terminal-menu-keys = 1-5 bir seçimi değiştirir, Enter başlatır, s istatistikleri gösterir, ? tüm tuşları gösterir, q çıkar
terminal-too-small = Bu tahta için terminali en az { $columns } sütun genişliğinde ve { $rows } satır yüksekliğinde yap
terminal-footer = ? tüm tuşları gösterir, q turdan çıkar
terminal-plain-move = { $turn }: bir kare yaz ({ $example }) ya da yardım için ?
terminal-plain-over = Enter yeniden oynar, q menüye döner
terminal-plain-leave = y turdan çıkar, n oynamaya devam eder
terminal-plain-unknown = "{ $line }" burada bir şey ifade etmiyor: ? tüm tuşları gösterir
terminal-plain-not-a-square = "{ $line }" burada bir kare değil: { $example } gibi bir kare yaz ya da yardım için ?
terminal-online-keys = Enter herhangi biriyle oynar (hızlı maç), c oda açar, j bir arkadaşın odasına koduyla katılır, w izler, r sıralamayı gösterir
terminal-type-name = { $seat } için bir ad yaz, sonra Enter (Esc eskisini bırakır)
terminal-type-code = Odanın kodunu yaz, sonra Enter (Esc geri döner)
terminal-chance = { $mark }: %{ $percent } şans
terminal-sent-to = { $board }. tahtada oyna (kareleri 1-9)
terminal-any-board = Açık herhangi bir tahtada oyna: ilk 1-9 tahtayı, ikincisi kareyi seçer
terminal-help-keys = ↑ ↓ okumaya devam, başka bir tuş kapatır
engine-playing-ours = { $name } ile oynuyorsunuz: protokolümüzü konuşan bir motor
engine-playing-codingame = { $name } ile oynuyorsunuz: CodinGame'in turlarını okuyan bir motor
engine-lost-no-start = { $name } başlamadı ({ $why }) ve turu kaybediyor
engine-lost-slow = { $name } { $seconds } sn içinde oynamadı ve turu kaybediyor
engine-lost-broken = { $name } durdu ya da yanlış yanıt verdi ({ $why }) ve turu kaybediyor
engine-lost-illegal = { $name } kuralların izin vermediği { $square } hamlesini yaptı ve turu kaybediyor
terminal-help-rules = Oyuncular sırayla X ve O koyar. 3 x 3 tahtada üçünü sıraya dizen kazanır; 4 x 4 ve 5 x 5 tahtada ise dördünü sıraya dizen kazanır. Bir kareyi rakamıyla ya da imleç ve Enter ile oyna; terminal fareyi bildiriyorsa tıklamak da oynar.
terminal-report-confirm = { $name } bu nedenle bildirilsin mi? Enter bildirimi gönderir, Esc göndermez
